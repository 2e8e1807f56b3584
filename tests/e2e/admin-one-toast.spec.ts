import { expect, test } from '@playwright/test'

import { uniqueSuffix } from '../support/fixtures'

import { fillAndSettle, logInToAdmin, seededCms, waitUntilHydrated } from './support/admin'

/**
 * docs/product.md#states: the admin shows one toast at a time, as the site does. Payload's toaster
 * (Sonner) keeps the others in the page, marked not visible and transparent, until the shown one
 * goes.
 */
const REFUSALS = ['First refusal of the save', 'Second refusal of the save'] as const

test('two failed saves in a row: only the newest toast is visible', async ({ page }) => {
  await logInToAdmin(page)
  await page.goto(`${seededCms}/admin/collections/glossary/create`)
  const term = page.locator('#field-term')
  await waitUntilHydrated(term)
  await term.fill(`Toast ${uniqueSuffix()}`)
  await fillAndSettle(page, page.locator('#field-shortDefinition'), 'Never saved: refused twice.')

  // The CMS refuses each save with its own message; nothing is written.
  let saves = 0
  await page.route(
    (url) => url.pathname === '/cms-api/glossary',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: REFUSALS[saves++] } })
        : route.continue(),
  )
  const save = page.getByRole('button', { name: 'Save', exact: true })
  const toasts = page.locator('[data-sonner-toast]')
  await save.click()
  await expect(toasts.filter({ hasText: REFUSALS[0] })).toBeVisible()
  await save.click()

  // Both toasts were raised (each lasts 4 s), but only the newest is shown.
  await expect(toasts).toHaveCount(2)
  const shown = toasts.and(page.locator('[data-visible="true"]'))
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText(REFUSALS[1])
  const hidden = toasts.filter({ hasText: REFUSALS[0] })
  await expect(hidden).toHaveAttribute('data-visible', 'false')
  await expect(hidden).toHaveCSS('opacity', '0')
  expect(saves).toBe(2)
})
