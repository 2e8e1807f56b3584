import { isbot } from 'isbot'

import { optsOutOfTracking } from '@/analytics/ingest/privacySignals'
import { dailySalt, visitorHash } from '@/analytics/ingest/visitorHash'
import { env } from '@/env'
import { clientKey } from '@/lib/clientKey'

const siteHost = new URL(env.siteUrl).host

/**
 * Who followed a tracked link, as the analytics know readers: undefined for a bot (not counted),
 * null for a reader whose browser opts out of tracking (counted without a visitor), otherwise the
 * day's anonymous visitor hash (privacy rules in docs/analytics.md). Mail scanners (a company's
 * link checker, a mailbox's safe-browsing pass) follow every link of a mail before anyone reads
 * it; most of them say so in their user agent, and those are not counted.
 */
export async function clickVisitor(request: Request): Promise<bigint | null | undefined> {
  const userAgent = request.headers.get('user-agent') ?? ''
  if (!userAgent || isbot(userAgent)) return undefined
  if (optsOutOfTracking(request)) return null
  return visitorHash(await dailySalt(), siteHost, clientKey(request), userAgent)
}
