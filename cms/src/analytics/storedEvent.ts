import type { DeviceClass, EventKind } from '@blockwise/shared/schemas/analytics'

/**
 * One row of `analytics_events` as the event writer (ingest/eventWriter.ts) takes it. Absent
 * fields are stored as NULL (`occurredAt`: now). `articleSlug` is resolved to `article_id` by
 * the writer's statement, and only for a published article; `visitor` is the day's hash
 * (ingest/visitorHash.ts), null when the reader asked not to be tracked.
 */
export interface StoredEvent {
  occurredAt?: Date
  kind: EventKind
  path: string
  articleSlug?: string
  referrerHost?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  device?: DeviceClass | null
  country?: string | null
  visitor?: bigint | null
  depth?: number
  searchQuery?: string | null
  searchResults?: number
  newsletterIssueId?: string
  link?: string
}
