import { expect } from 'vitest'

/** A media document as Payload's REST API answers it. */
export interface MediaDoc {
  id: string
  filename: string
  mimeType: string
  sizes: Record<string, { filename: string | null }>
}

/** Uploads a PNG through `cmsUrl`'s native REST API as the staff member `authorization` names. */
export async function uploadPng(
  cmsUrl: string,
  authorization: string,
  bytes: Buffer,
  name: string,
): Promise<MediaDoc> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: `Uploaded by a test: ${name}` }))
  const response = await fetch(`${cmsUrl}/cms-api/media`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: MediaDoc }).doc
}
