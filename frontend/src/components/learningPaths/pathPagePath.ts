/** The site's page of a learning path. */
export const pathPagePath = (slug: string) => `/learn/paths/${encodeURIComponent(slug)}`
