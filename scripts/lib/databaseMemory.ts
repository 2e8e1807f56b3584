import { totalmem } from 'node:os'

/** What the embedded PostgreSQL keeps in its own memory when EMBEDDED_POSTGRES_SHARED_BUFFERS is unset. */
const DEFAULT_SHARE = 1 / 4
const DEFAULT_MOST_MB = 2048
const FEWEST_MB = 128
const SIZE = /^([1-9]\d*)(kB|MB|GB)$/

/**
 * PostgreSQL's `shared_buffers` for the embedded server: EMBEDDED_POSTGRES_SHARED_BUFFERS as
 * PostgreSQL writes sizes (`512MB`, `2GB`), else a quarter of the machine's memory up to 2 GB.
 * PostgreSQL's own default, 128 MB, holds a tenth of a 100,000-article archive: the rest was read
 * from the operating system's file cache, and from disk whenever that cache had been dropped,
 * ~100–800 ms a read under load (decision 0030). Unused buffers cost no memory.
 */
export function sharedBuffers(
  configured = process.env.EMBEDDED_POSTGRES_SHARED_BUFFERS,
  machineBytes = totalmem(),
): string {
  if (configured !== undefined && configured !== '') {
    if (!SIZE.test(configured))
      throw new Error(
        `EMBEDDED_POSTGRES_SHARED_BUFFERS must be a size such as 512MB or 2GB, not "${configured}"`,
      )
    return configured
  }
  const share = Math.floor((machineBytes * DEFAULT_SHARE) / 2 ** 20)
  return `${Math.max(FEWEST_MB, Math.min(DEFAULT_MOST_MB, share))}MB`
}

/**
 * The embedded server's settings. pg_prewarm's autoprewarm writes down which blocks the buffers
 * hold (every 5 minutes and at shutdown) and reads them back in order after a start, so a restart
 * does not turn every archive read into a random read from disk. pg_stat_statements counts each
 * query as it ends (the statistics views wait up to 10 s for an idle backend's report): the tests
 * and the benchmarks count queries per request with it, and an operator finds slow ones.
 */
export const embeddedPostgresFlags = (): string[] =>
  [
    'listen_addresses=127.0.0.1',
    'max_connections=200',
    `shared_buffers=${sharedBuffers()}`,
    'shared_preload_libraries=pg_prewarm,pg_stat_statements',
    // Queries only: BEGIN, COMMIT and SET are not what a request costs.
    'pg_stat_statements.track_utility=off',
  ].flatMap((setting) => ['-c', setting])
