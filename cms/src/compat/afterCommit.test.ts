import { describe, expect, it } from 'vitest'
import type { DatabaseAdapter, PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'

/** A database adapter whose transactions end when the test says, noting what happened when. */
function fakeDatabase(events: string[]) {
  return {
    commitTransaction: async (id: number | string | Promise<number | string>) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      events.push(`commit ${String(await id)}`)
    },
    rollbackTransaction: async (id: number | string | Promise<number | string>) => {
      events.push(`rollback ${String(await id)}`)
    },
  } as unknown as DatabaseAdapter
}

const requestIn = (db: DatabaseAdapter, transactionID?: string) =>
  ({ payload: { db }, transactionID }) as unknown as PayloadRequest

describe('afterCommit', () => {
  it('runs a callback once its transaction has committed, not before', async () => {
    const events: string[] = []
    const db = fakeDatabase(events)
    await afterCommit(requestIn(db, 'tx-1'), () => events.push('callback'))
    expect(events).toEqual([])
    await db.commitTransaction('tx-1')
    expect(events).toEqual(['commit tx-1', 'callback'])
  })

  it('runs only the callbacks of the transaction that committed', async () => {
    const events: string[] = []
    const db = fakeDatabase(events)
    await afterCommit(requestIn(db, 'tx-a'), () => events.push('a'))
    await afterCommit(requestIn(db, 'tx-b'), () => events.push('b'))
    await db.commitTransaction('tx-b')
    expect(events).toEqual(['commit tx-b', 'b'])
  })

  it('drops the callbacks of a transaction that rolls back', async () => {
    const events: string[] = []
    const db = fakeDatabase(events)
    await afterCommit(requestIn(db, 'tx-2'), () => events.push('callback'))
    await db.rollbackTransaction('tx-2')
    await db.commitTransaction('tx-2')
    expect(events).toEqual(['rollback tx-2', 'commit tx-2'])
  })

  it('ends the commit only once what its callbacks return has settled, failing or not', async () => {
    const events: string[] = []
    const db = fakeDatabase(events)
    await afterCommit(requestIn(db, 'tx-3'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      events.push('site told')
    })
    await afterCommit(requestIn(db, 'tx-3'), () => Promise.reject(new Error('site down')))
    await db.commitTransaction('tx-3')
    expect(events).toEqual(['commit tx-3', 'site told'])
  })

  it('runs at once for a write made outside a transaction (already committed)', async () => {
    const events: string[] = []
    await afterCommit(requestIn(fakeDatabase(events)), () => events.push('callback'))
    expect(events).toEqual(['callback'])
  })
})
