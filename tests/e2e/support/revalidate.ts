import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Tells the site that articles changed, as the CMS's webhook does, for tests that change the
 * database behind the CMS's back.
 */
export async function revalidateArticles(request: APIRequestContext): Promise<void> {
  const response = await request.post('/internal/revalidate', {
    headers: { 'x-revalidate-secret': process.env.E2E_REVALIDATE_SECRET ?? '' },
    data: { tags: ['articles'] },
  })
  expect(response.status()).toBe(200)
}
