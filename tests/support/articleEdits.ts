import { expect } from 'vitest'

/** An editor's PATCH of an article through Payload's REST API, expected to succeed. */
export async function changeArticle(
  cmsUrl: string,
  editor: Record<string, string>,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${cmsUrl}/cms-api/articles/${id}`, {
    method: 'PATCH',
    headers: editor,
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(200)
}
