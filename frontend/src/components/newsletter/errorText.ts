/** The `{ error }` text of a failed /api answer, or `fallback` when its body has none (docs/product.md#errors). */
export async function errorText(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null)
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : fallback
}
