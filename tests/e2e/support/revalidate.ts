import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Tells the site that CMS data changed, as the CMS's webhook does, for tests that change the
 * database behind the CMS's back or cannot wait for the webhook the CMS sends after answering.
 */
export async function revalidateSite(
  request: APIRequestContext,
  tags: Array<'articles' | 'authors' | 'site-settings'>,
): Promise<void> {
  const response = await request.post('/internal/revalidate', {
    headers: { 'x-revalidate-secret': process.env.E2E_REVALIDATE_SECRET ?? '' },
    data: { tags },
  })
  expect(response.status()).toBe(200)
}

/** Tells the site that articles changed. */
export const revalidateArticles = (request: APIRequestContext) =>
  revalidateSite(request, ['articles'])
