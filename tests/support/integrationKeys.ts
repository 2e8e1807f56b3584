import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'

import { JSON_HEADERS } from './clients'
import { uniqueSuffix } from './fixtures'

export interface TestIntegration {
  id: string
  key: string
  headers: Record<string, string>
}

/** The Authorization header of an integration key, in Payload's format. */
export const keyHeaders = (key: string): Record<string, string> => ({
  ...JSON_HEADERS,
  authorization: `integrations API-Key ${key}`,
})

/**
 * Creates an integration through the native REST API as the admin panel does (the panel
 * generates a UUID and sends it with the new document), as the caller `adminHeaders` name.
 */
export async function createIntegration(
  cmsUrl: string,
  adminHeaders: Record<string, string>,
  scope: 'read' | 'editorial' | 'subscribers:read' | 'analytics',
): Promise<TestIntegration> {
  const key = randomUUID()
  const response = await fetch(`${cmsUrl}/cms-api/integrations`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ name: `Test ${scope} ${uniqueSuffix()}`, scope, apiKey: key }),
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: string } }
  return { id: doc.id, key, headers: keyHeaders(key) }
}

/** Changes integration `id` through the native REST API as the caller `headers` name. */
export const patchIntegration = (
  cmsUrl: string,
  headers: Record<string, string>,
  id: string,
  data: Record<string, unknown>,
) =>
  fetch(`${cmsUrl}/cms-api/integrations/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(data),
  })
