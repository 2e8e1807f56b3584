import { expect, test } from '@playwright/test'

import { logInToAdmin, seededCms } from './support/admin'

/** Editors mark a coin in an article's text, found through the CMS's market search. */
test('an editor marks a coin found through the market search', async ({ page }) => {
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/articles/create`)
  await page.locator('[data-lexical-editor="true"]').click()
  await page.keyboard.type('Why ')
  await page.keyboard.type('/coin')
  await page.getByRole('option', { name: 'Coin', exact: true }).click()
  await page.getByLabel('Find a coin (id, symbol or name)').fill('bitcoin')
  await page.getByRole('button', { name: 'Find coin' }).click()
  await expect(page.getByText('Bitcoin (BTC): bitcoin', { exact: true })).toBeVisible()
  await expect(page.locator('#field-coinId')).toHaveValue('bitcoin')
  await expect(page.locator('#field-symbol')).toHaveValue('BTC')
  await expect(page.locator('#field-text')).toHaveValue('Bitcoin')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('.coin-mention-label')).toHaveText('Bitcoin · BTC')
})
