import { expect, test } from '@playwright/test'

import { BODY_WORD, expectFoundByBodyWord, searchFromHeader, siteSearch } from './support/search'

/** The site as HTML only (see without-script.spec.ts): the search box is a plain GET form. */
test.use({ javaScriptEnabled: false })

test('the header search box is a plain form that finds the article', async ({ page }) => {
  await page.goto('/news')
  await searchFromHeader(page, BODY_WORD)
  await expectFoundByBodyWord(page)
})

test('on a phone, the search box is in the menu and works', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/')
  await expect(siteSearch(page)).toBeHidden()
  await page.locator('header summary').click()
  await searchFromHeader(page, BODY_WORD)
  await expectFoundByBodyWord(page)
})
