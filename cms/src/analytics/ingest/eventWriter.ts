import type { Queryable } from '@/contract/counters'

import type { StoredEvent } from '../storedEvent'

/** A batch goes out this long after its first event, or sooner once it has FLUSH_ROWS. */
const FLUSH_INTERVAL_MS = 250
const FLUSH_ROWS = 500
/**
 * Events waiting in this process, at most. A database that is slow or away must not make the
 * analytics take the CMS's memory: beyond this, events are dropped (and counted in the log).
 */
export const BUFFERED_EVENTS_MAX = 20_000
const DROP_REPORT_INTERVAL_MS = 60_000

/**
 * One statement for a whole batch: the columns as arrays, unnested into rows, each article's slug
 * resolved to its id (published articles only; any other path leaves it NULL).
 */
const INSERT_EVENTS = `
  INSERT INTO analytics_events (occurred_at, kind, path, article_id, referrer_host, utm_source,
    utm_medium, utm_campaign, device, country, visitor, depth, search_query, search_results,
    newsletter_issue_id, link)
  SELECT event.occurred_at, event.kind, event.path, article.id, event.referrer_host,
    event.utm_source, event.utm_medium, event.utm_campaign, event.device, event.country,
    event.visitor, event.depth, event.search_query, event.search_results,
    event.newsletter_issue_id, event.link
  FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
    $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::smallint[], $13::text[],
    $14::integer[], $15::uuid[], $16::text[])
    AS event(occurred_at, kind, path, article_slug, referrer_host, utm_source, utm_medium,
      utm_campaign, device, country, visitor, depth, search_query, search_results,
      newsletter_issue_id, link)
  LEFT JOIN articles article ON article.slug = event.article_slug AND article.published = true`

/** The statement's parameters: one array per column, in the order of INSERT_EVENTS. */
function columnsOf(rows: StoredEvent[]): unknown[] {
  const column = <T>(value: (row: StoredEvent) => T | null | undefined) =>
    rows.map((row) => value(row) ?? null)
  return [
    column((row) => row.occurredAt),
    column((row) => row.kind),
    column((row) => row.path),
    column((row) => row.articleSlug),
    column((row) => row.referrerHost),
    column((row) => row.utmSource),
    column((row) => row.utmMedium),
    column((row) => row.utmCampaign),
    column((row) => row.device),
    column((row) => row.country),
    // node-postgres cannot serialise a bigint; PostgreSQL reads its decimal text.
    column((row) => row.visitor?.toString()),
    column((row) => row.depth),
    column((row) => row.searchQuery),
    column((row) => row.searchResults),
    column((row) => row.newsletterIssueId),
    column((row) => row.link),
  ]
}

interface Writer {
  database: Queryable
  rows: StoredEvent[]
  timer?: NodeJS.Timeout
  flushing?: Promise<void>
}

interface WriterState {
  writers: Map<Queryable, Writer>
  dropped: number
  dropReport?: NodeJS.Timeout
}

/** One buffer per database pool, and one bound, for the whole process (every bundle's copy). */
const STATE_KEY = Symbol.for('blockwise.analyticsEventWriter')
const processGlobals = globalThis as { [STATE_KEY]?: WriterState }
const state: WriterState = (processGlobals[STATE_KEY] ??= { writers: new Map(), dropped: 0 })

// What is still buffered when the process runs out of work is written before it ends. A signal
// ends it without this: the CMS server calls flushEvents in its shutdown.
process.on('beforeExit', () => void flushEvents())

/**
 * Stores `row` in `analytics_events` soon, in a batch with the others: a page view costs no
 * statement of its own. Never fails: a batch that cannot be written is logged and dropped.
 */
export function recordEvent(database: Queryable, row: StoredEvent): void {
  if (bufferedEvents() >= BUFFERED_EVENTS_MAX) {
    countDropped()
    return
  }
  const writer = writerFor(database)
  writer.rows.push({ ...row, occurredAt: row.occurredAt ?? new Date() })
  if (writer.rows.length >= FLUSH_ROWS) void flush(writer)
  else writer.timer ??= setTimeout(() => void flush(writer), FLUSH_INTERVAL_MS).unref()
}

/** Writes every buffered event now (tests, shutdown); resolves once they are written or logged. */
export async function flushEvents(): Promise<void> {
  await Promise.all([...state.writers.values()].map(flush))
}

function writerFor(database: Queryable): Writer {
  let writer = state.writers.get(database)
  if (!writer) {
    writer = { database, rows: [] }
    state.writers.set(database, writer)
  }
  return writer
}

const bufferedEvents = () =>
  [...state.writers.values()].reduce((sum, writer) => sum + writer.rows.length, 0)

/** One batch at a time per pool: those that arrive meanwhile go in the next statement. */
function flush(writer: Writer): Promise<void> {
  clearTimeout(writer.timer)
  writer.timer = undefined
  writer.flushing ??= writeAll(writer).finally(() => {
    writer.flushing = undefined
  })
  return writer.flushing
}

async function writeAll(writer: Writer): Promise<void> {
  while (writer.rows.length > 0) {
    const batch = writer.rows.splice(0, FLUSH_ROWS)
    try {
      await writer.database.query(INSERT_EVENTS, columnsOf(batch))
    } catch (error) {
      // Not retried: a database that is away would otherwise fill the buffer with old events.
      console.error(`[analytics] ${batch.length} events could not be stored: ${String(error)}`)
    }
  }
}

function countDropped(): void {
  state.dropped += 1
  state.dropReport ??= setTimeout(() => {
    console.warn(
      `[analytics] ${state.dropped} events dropped in the last minute: ${BUFFERED_EVENTS_MAX} were waiting to be stored`,
    )
    state.dropped = 0
    state.dropReport = undefined
  }, DROP_REPORT_INTERVAL_MS).unref()
}
