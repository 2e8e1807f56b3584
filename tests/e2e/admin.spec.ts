import { expect, test } from '@playwright/test'

import { e2ePorts } from './ports'
import { ADMIN, logInToAdmin, seededCms, submitAdminLogin } from './support/admin'

test('/admin on the site leads to the CMS admin, where the local admin can log in', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${e2ePorts.cms}/admin`))
  await submitAdminLogin(page, ADMIN)

  await page.goto(`${seededCms}/admin/collections/articles?search=2024%20Bitcoin%20Halving`)
  await expect(page.getByText('The 2024 Bitcoin Halving Explained')).toBeVisible()
})

test('the admin works under the CMS security headers, with no CSP violation', async ({ page }) => {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as { cspViolations?: string[] }).cspViolations ??= [])
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${location.pathname} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  const recorded = async () =>
    page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])

  await logInToAdmin(page, ADMIN)
  violations.push(...(await recorded()))
  for (const view of [
    '/admin',
    '/admin/collections/articles',
    '/admin/collections/media',
    '/admin/collections/media/create',
    '/admin/generate-article',
    '/admin/incomplete-articles',
    '/admin/newsletter',
  ]) {
    await page.goto(`${seededCms}${view}`)
    await page.waitForLoadState('networkidle')
    violations.push(...(await recorded()))
  }
  // An article in the rich-text editor, with its images and the editor's own scripts.
  await page.goto(`${seededCms}/admin/collections/articles?search=2024%20Bitcoin%20Halving`)
  await page.getByText('The 2024 Bitcoin Halving Explained').click()
  await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  violations.push(...(await recorded()))

  expect(violations).toEqual([])
})
