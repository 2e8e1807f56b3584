import { expect, test } from '@playwright/test'

import { e2ePorts } from './ports'
import { ADMIN, seededCms, submitAdminLogin } from './support/admin'

test('/admin on the site leads to the CMS admin, where the local admin can log in', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${e2ePorts.cms}/admin`))
  await submitAdminLogin(page, ADMIN)

  await page.goto(`${seededCms}/admin/collections/articles`)
  await expect(page.getByText('The 2024 Bitcoin Halving Explained')).toBeVisible()
})
