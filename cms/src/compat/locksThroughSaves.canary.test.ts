/** Canary for locksThroughSaves.ts: where Payload deletes a document's locks when it is saved. */
import { describe, expect, it } from 'vitest'

import { readInstalled } from './installedPackages'

const CHECK = 'payload (dist/utilities/checkDocumentLockStatus.js)'
const UPDATE = 'payload (dist/collections/operations/utilities/update.js)'
const broken = (internal: string, what: string) =>
  `cms/src/compat/locksThroughSaves.ts writes back the lock a save deletes (${internal}): ${what}`

describe("Payload's deletion of a document's locks on save, as locksThroughSaves.ts undoes it", () => {
  it('deletes every lock of the document whoever saves, after the lock check', async () => {
    const source = await readInstalled('payload', 'dist/utilities/checkDocumentLockStatus.js')
    const check = source.indexOf('throw new Locked')
    const deletion = source.indexOf('payload.db.deleteMany')
    expect(check, broken(CHECK, 'no lock check refuses a save')).toBeGreaterThan(-1)
    expect(deletion, broken(CHECK, 'it no longer deletes locks after the check')).toBeGreaterThan(
      check,
    )
    expect(source, broken(CHECK, "it no longer deletes in the save's transaction")).toMatch(
      /deleteMany\(\{[\s\S]*req: payload\.db\.name === 'mongoose' \? undefined : req/,
    )
  })

  it("deletes them in updateDocument, before the collection's afterChange hooks run", async () => {
    const source = await readInstalled('payload', 'dist/collections/operations/utilities/update.js')
    const check = source.indexOf('await checkDocumentLockStatus(')
    const afterChange = source.indexOf('collectionConfig.hooks?.afterChange')
    expect(check, broken(UPDATE, 'updateDocument no longer checks locks')).toBeGreaterThan(-1)
    expect(afterChange, broken(UPDATE, 'afterChange runs before the deletion')).toBeGreaterThan(
      check,
    )
  })
})
