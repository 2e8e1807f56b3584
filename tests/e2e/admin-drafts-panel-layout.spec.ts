import { expect, test } from '@playwright/test'

import { articleData, uniqueSuffix } from '../support/fixtures'

import { cmsApi, logInToAdmin, openEditorialHome } from './support/admin'

/**
 * The editorial home's Drafts panel gives a title the width to read as a line of words: its
 * status and time go below it when both do not fit, and the panel stays inside the screen.
 */
const WIDTHS = [390, 1024, 1440]

/** The narrowest a title may be: the 12rem the panel keeps for it. */
const TITLE_MIN_PX = 180

test('a long draft title reads across the Drafts panel at 390, 1024 and 1440 px', async ({
  page,
}) => {
  await logInToAdmin(page)
  const api = cmsApi(page)
  const authors = await api.get('/cms-api/authors?limit=1&depth=0')
  const authorId = ((await authors.json()) as { docs: Array<{ id: string }> }).docs[0]?.id ?? ''
  const title = `Why a long working title ${uniqueSuffix()} must still read as a line of words in the panel`
  const created = await api.post('/cms-api/articles', articleData(authorId, { title }))
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: string } }).doc
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await openEditorialHome(page)
      const panel = page.getByRole('region', { name: 'Drafts in progress' })
      const link = panel.getByRole('link', { name: title })
      await expect(link).toBeVisible()
      const [panelBox, linkBox, itemBox] = await Promise.all([
        panel.boundingBox(),
        link.boundingBox(),
        link.locator('xpath=..').boundingBox(),
      ])
      expect(linkBox?.width, `title width at ${width} px`).toBeGreaterThanOrEqual(TITLE_MIN_PX)
      expect(linkBox?.width ?? 0, `title share of its row at ${width} px`).toBeGreaterThan(
        (itemBox?.width ?? 0) / 2,
      )
      expect(
        (panelBox?.x ?? 0) + (panelBox?.width ?? 0),
        `panel at ${width} px`,
      ).toBeLessThanOrEqual(width)
    }
  } finally {
    expect((await api.delete(`/cms-api/articles/${id}`)).status()).toBe(200)
  }
})
