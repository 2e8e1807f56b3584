import pg from 'pg'

interface FederationJob {
  task_slug: string
  processing: boolean
  has_error: boolean | null
  total_tried: number
  wait_until: string | null
  error: unknown
}

/**
 * The social web's jobs still to run on the cluster's database (received activities, deliveries,
 * articles to announce), read from the jobs table: Payload's REST API shows it to nobody.
 */
export function federationJobs(databaseUrl: string) {
  const unfinished = async (): Promise<FederationJob[]> => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<FederationJob>(
        `SELECT task_slug, processing, has_error, total_tried, wait_until, error
         FROM payload_jobs WHERE queue = 'federation' AND completed_at IS NULL`,
      )
      return rows
    } finally {
      await client.end()
    }
  }
  return {
    unfinished,
    /** How many are due or running (not failed for good, not waiting for a later retry). */
    async left(): Promise<number> {
      const now = Date.now()
      return (await unfinished()).filter(
        (job) =>
          !job.has_error &&
          (job.processing || !job.wait_until || Date.parse(job.wait_until) <= now),
      ).length
    },
  }
}
