import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { uniqueSuffix } from '../support/fixtures'

import { cmsApi, fillAndSettle, logInToAdmin, seededCms } from './support/admin'

/**
 * docs/product.md#validation: an avatar path may name a file under `avatars/` (the site's own) or
 * `uploads/` (the media library's), with or without a leading slash; a path naming no file is
 * refused with the rule's message, and readers see the uploaded picture.
 */
test('an editor names an uploaded picture as uploads/<file> for an author’s avatar, and readers see it', async ({
  page,
}) => {
  await logInToAdmin(page)
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#7c3aed' },
  })
    .png()
    .toBuffer()
  const uploaded = await page.request.post(`${seededCms}/cms-api/media`, {
    headers: { origin: seededCms },
    multipart: {
      file: { name: `portrait-${uniqueSuffix()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Portrait' }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const image = ((await uploaded.json()) as { doc: { id: string; filename: string; url: string } })
    .doc
  const name = `Avatar Author ${uniqueSuffix()}`

  await page.goto(`${seededCms}/admin/collections/authors/create`)
  await fillAndSettle(page, page.locator('#field-name'), name)
  await page.locator('#field-email').fill(`avatar-${uniqueSuffix()}@test.blockwise`)
  const avatar = page.locator('#field-avatar')
  await fillAndSettle(page, avatar, 'uploads/no-such-portrait.png')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Avatar must name a file the site has/).first()).toBeVisible()

  await fillAndSettle(page, avatar, `/uploads/${image.filename}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/authors\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').at(-1) ?? ''
  const api = cmsApi(page)
  try {
    const author = (await (await api.get(`/cms-api/authors/${id}`)).json()) as { slug: string }
    await page.goto(`/authors/${author.slug}`)
    const picture = page.locator('main img').first()
    await expect(picture).toHaveAttribute('src', image.url)
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(96)
  } finally {
    expect((await api.delete(`/cms-api/authors/${id}`)).status()).toBe(200)
    expect((await api.delete(`/cms-api/media/${image.id}`)).status()).toBe(200)
  }
})
