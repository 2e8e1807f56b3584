/** The token of a newsletter link's query string, or null when it is missing, empty or repeated. */
export function linkToken(query: { token?: string | string[] }): string | null {
  return typeof query.token === 'string' && query.token !== '' ? query.token : null
}

export type NewsletterLinkProps = { searchParams: Promise<{ token?: string | string[] }> }
