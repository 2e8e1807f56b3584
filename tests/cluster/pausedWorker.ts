import pg from 'pg'

import { JOB_CLAIM_LOCK } from '../../cms/src/jobs/claimLock'

import { sleep } from './components'

/** Whether any process holds the advisory lock that job claims take turns on. */
async function claimInProgress(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ held: boolean }>(
      `SELECT count(*) > 0 AS held FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND objid = $1 AND objsubid = 1`,
      [JOB_CLAIM_LOCK],
    )
    return rows[0]?.held ?? false
  } finally {
    await client.end()
  }
}

/**
 * Pauses a jobs runner (SIGSTOP) between its claims: paused inside one, it would hold the claims'
 * lock and no other runner could claim a job until it resumed. Resume it with SIGCONT.
 */
export async function pauseRunnerBetweenClaims(pid: number, databaseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    process.kill(pid, 'SIGSTOP')
    if (!(await claimInProgress(databaseUrl))) return
    process.kill(pid, 'SIGCONT')
    await sleep(50 + attempt * 10)
  }
  throw new Error(`Process ${pid} held the job claims' lock at every try`)
}
