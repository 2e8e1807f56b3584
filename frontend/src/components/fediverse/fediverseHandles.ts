import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

/** How the fediverse names an account of this site: `@<name>@<host>`, the host of `siteUrl`. */
export function fediverseHandle(name: string, siteUrl: string): string {
  return `@${name}@${new URL(siteUrl).host}`
}

export interface FollowHandles {
  publication: string
  /** The author's handle; null for an article whose author is unknown. */
  author: string | null
}

/** The handles an article's reader can follow: the publication's, and its author's. */
export function followHandles(authorSlug: string | undefined, siteUrl: string): FollowHandles {
  return {
    publication: fediverseHandle(PUBLICATION_ACTOR, siteUrl),
    author: authorSlug ? fediverseHandle(authorSlug, siteUrl) : null,
  }
}
