import type { BeaconEvent, DeviceClass } from '@blockwise/shared/schemas/analytics'
import { isSlug } from '@blockwise/shared/text'

import type { StoredEvent } from '../storedEvent'
import { campaignOf } from './campaign'
import { referrerHost } from './referrerHost'
import { storedSearchQuery } from './searchQuery'

/** What the CMS derives from the request itself, never from what the browser reports. */
export interface Reader {
  device: DeviceClass
  /** The day's visitor hash; null when the reader opts out of tracking. */
  visitor: bigint | null
  /** Where the reader's address is announced from (country.ts); null when unknown or opted out. */
  country: string | null
  /** The site's host name, which referrerHost does not count as a source. */
  siteHost: string
}

const ARTICLE_PATH = /^\/articles\/([^/]+)$/

/** The article a site path shows (`/articles/{slug}`), or undefined. */
export function articleSlugOf(path: string): string | undefined {
  const slug = ARTICLE_PATH.exec(path)?.[1]
  return slug !== undefined && isSlug(slug) ? slug : undefined
}

/**
 * A beacon's event as stored: of the addresses the browser sent only the referrer's host and the
 * utm_* parameters (page views), of a search only its normalised query (none when it looks
 * personal) and its result count.
 */
export function storedEventOf(event: BeaconEvent, reader: Reader): StoredEvent {
  const row: StoredEvent = {
    kind: event.kind,
    path: event.path,
    articleSlug: articleSlugOf(event.path),
    device: reader.device,
    visitor: reader.visitor,
    country: reader.country,
  }
  switch (event.kind) {
    case 'pageview':
      return {
        ...row,
        referrerHost: referrerHost(event.referrer, reader.siteHost),
        ...campaignOf(event.query),
      }
    case 'scroll':
      return { ...row, depth: event.depth }
    case 'search':
      return { ...row, searchQuery: storedSearchQuery(event.query), searchResults: event.results }
    case 'read':
      return row
  }
}
