import { expect, test } from '@playwright/test'

import { e2ePorts } from './ports'

test('/admin on the site leads to the CMS admin, where the local admin can log in', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${e2ePorts.cms}/admin`))
  await page.getByLabel('Email').fill('admin@blockwise.local')
  await page.getByLabel('Password').fill('blockwise-admin')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()

  await page.goto(`http://localhost:${e2ePorts.cms}/admin/collections/articles`)
  await expect(page.getByText('The 2024 Bitcoin Halving Explained')).toBeVisible()
})
