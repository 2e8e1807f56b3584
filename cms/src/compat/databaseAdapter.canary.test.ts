/**
 * Canary for the fences on Payload's PostgreSQL adapter (afterCommit.ts, transactionDb.ts,
 * jobClaims.ts): a real adapter, its drizzle handle replaced by one that opens transactions
 * without a database. If an upgrade moves what they rely on, this fails before production does.
 */
import { postgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { afterCommit } from './afterCommit'
import { importInstalled, readInstalled } from './installedPackages'
import { sessionDb } from './transactionDb'

const broken = (fence: string, internal: string, what: string) =>
  `cms/src/compat/${fence} relies on Payload's PostgreSQL adapter (${internal}): ${what}`

const TRANSACTION = { handle: 'the transaction' }
const POOL = { handle: 'the pool' }

/** Payload's adapter as `payload.db` holds it, without a connection. */
function adapter() {
  const logger = { error: () => undefined, info: () => undefined, warn: () => undefined }
  const payload = { config: { collections: [], globals: [], jobs: {} }, logger }
  const db = postgresAdapter({ pool: { connectionString: 'postgres://127.0.0.1:1/none' } }).init({
    payload: payload as unknown as Payload,
  })
  const mutable = db as unknown as Record<string, unknown>
  // Like drizzle's: the callback runs later, and the transaction lasts until it returns.
  mutable.drizzle = {
    ...POOL,
    transaction: (run: (tx: unknown) => Promise<void>) =>
      new Promise((resolve) => setTimeout(resolve, 1)).then(() => run(TRANSACTION)),
  }
  mutable.initializing = Promise.resolve()
  Object.assign(payload, { db })
  return { db: db as unknown as Payload['db'], payload: payload as unknown as Payload }
}

describe("Payload's PostgreSQL adapter, as the fences use it", () => {
  it('keeps commit, rollback and job updates as own, writable methods (wrapped in place)', () => {
    const { db } = adapter()
    for (const method of ['commitTransaction', 'rollbackTransaction', 'updateJobs'] as const) {
      const property = Object.getOwnPropertyDescriptor(db, method)
      const fence = method === 'updateJobs' ? 'jobClaims.ts' : 'afterCommit.ts'
      const what = broken(fence, `payload.db.${method}`, 'no longer an own, writable method')
      expect(typeof property?.value, what).toBe('function')
      expect(property?.writable, what).toBe(true)
    }
  })

  it("keeps an open transaction's drizzle handle in sessions[id].db until it ends", async () => {
    const { db } = adapter()
    const id = await db.beginTransaction()
    const sessions = broken('transactionDb.ts', 'db.sessions[id].db', 'the handle moved')
    expect(id, sessions).not.toBeNull()
    expect(await sessionDb(db, id ?? undefined), sessions).toBe(TRANSACTION)
    await db.commitTransaction(id ?? '')
    expect(await sessionDb(db, id ?? undefined), sessions).toMatchObject(POOL)
  })

  it("runs afterCommit's callback once the wrapped commit has ended the transaction", async () => {
    const { db, payload } = adapter()
    const id = (await db.beginTransaction()) ?? ''
    const seen: unknown[] = []
    const req = { payload, transactionID: id } as unknown as PayloadRequest
    await afterCommit(req, () => seen.push(db.sessions?.[id]))
    const early = broken('afterCommit.ts', 'commitTransaction', 'a callback ran before the commit')
    expect(seen, early).toEqual([])
    await db.commitTransaction(id)
    expect(seen, broken('afterCommit.ts', 'commitTransaction', 'the callback did not run')).toEqual(
      [undefined],
    )
  })

  it("commits and rolls back through payload.db, where afterCommit's wrapping sits", async () => {
    const commit = await readInstalled('payload', 'dist/utilities/commitTransaction.js')
    const kill = await readInstalled('payload', 'dist/utilities/killTransaction.js')
    const past = 'Payload commits or rolls back past payload.db'
    expect(commit, broken('afterCommit.ts', 'utilities/commitTransaction.js', past)).toContain(
      'payload.db.commitTransaction(',
    )
    expect(kill, broken('afterCommit.ts', 'utilities/killTransaction.js', past)).toContain(
      'payload.db.rollbackTransaction(',
    )
  })

  it('claims jobs through payload.db.updateJobs with processing: true in a transaction of its own', async () => {
    const { db, payload } = adapter()
    const claims: Array<{ data: Record<string, unknown>; open: boolean }> = []
    db.updateJobs = (args) => {
      const id = args.req?.transactionID as string | undefined
      claims.push({ data: args.data, open: !!id && !!db.sessions?.[id] })
      return Promise.resolve([])
    }
    const { updateJobs } = await importInstalled<{
      updateJobs: (args: Record<string, unknown>) => Promise<unknown>
    }>('payload', 'dist/queues/utilities/updateJob.js')
    await updateJobs({ data: { processing: true }, limit: 3, req: { payload }, returning: true })
    const claim = broken('jobClaims.ts', 'queues/utilities/updateJob.js', 'claims changed')
    expect(claims, claim).toEqual([
      { data: { processing: true, updatedAt: expect.any(String) as string }, open: true },
    ])
    const runJobs = await readInstalled('payload', 'dist/queues/operations/runJobs/index.js')
    expect(
      runJobs,
      broken('jobClaims.ts', 'runJobs', 'no longer claims with processing: true'),
    ).toMatch(/updateJobs\(\{\s*data: \{\s*processing: true/)
  })
})
