import { LINK_OUTCOMES, type LinkOutcome } from '@/components/newsletter/linkOutcome'

type LinkQuery = {
  token?: string | string[]
  outcome?: string | string[]
  issue?: string | string[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The token of a newsletter link's query string, or null when it is missing, empty or repeated. */
export function linkToken(query: LinkQuery): string | null {
  return typeof query.token === 'string' && query.token !== '' ? query.token : null
}

/** The newsletter issue an unsubscribe link came in, when it names one (it only attributes). */
export function linkIssue(query: LinkQuery): string | undefined {
  return typeof query.issue === 'string' && UUID.test(query.issue) ? query.issue : undefined
}

/** The outcome a no-script attempt came back with, or null on the link's first opening. */
export function linkOutcome(query: LinkQuery): LinkOutcome | null {
  return LINK_OUTCOMES.find((outcome) => outcome === query.outcome) ?? null
}

export type NewsletterLinkProps = { searchParams: Promise<LinkQuery> }
