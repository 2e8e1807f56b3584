import type { Author } from '@blockwise/shared'

/** schema.org Person for an author, with their page. */
export function personJsonLd(author: Author, origin: string) {
  return {
    '@type': 'Person',
    name: author.name,
    url: `${origin}/authors/${author.slug}`,
    description: author.bio ?? undefined,
  }
}

/** schema.org CollectionPage: a tag's or an author's list of articles (`about` the author). */
export function collectionPageJsonLd(page: {
  name: string
  description: string
  url: string
  about?: object
}) {
  return { '@context': 'https://schema.org', '@type': 'CollectionPage', ...page }
}
