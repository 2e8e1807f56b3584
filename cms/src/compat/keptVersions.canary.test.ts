/** Canary for keptVersions.ts: how Payload and its adapter write and read a version's `latest`. */
import { describe, expect, it } from 'vitest'

import { readInstalled } from './installedPackages'

const CREATE = '@payloadcms/drizzle (dist/createVersion.js)'
const LATEST = 'payload (dist/versions/getLatestCollectionVersion.js)'
const DRAFT = 'payload (dist/versions/drafts/replaceWithDraftIfAvailable.js)'
const broken = (internal: string, what: string) =>
  `cms/src/compat/keptVersions.ts keeps a version beside an article's latest (${internal}): ${what}`

describe("the latest flag of Payload's versions, as keptVersions.ts sets it", () => {
  it('is set by createVersion on the version it writes, and cleared on others with SQL', async () => {
    const source = await readInstalled('@payloadcms/drizzle', 'dist/createVersion.js')
    expect(source, broken(CREATE, 'a new version is no longer the latest')).toMatch(
      /latest:\s*true/,
    )
    expect(source, broken(CREATE, 'it no longer clears the flag with SQL')).toMatch(
      /UPDATE \$\{table\}\s+SET latest = false/,
    )
  })

  it("is what Payload reads to find a document's current draft", async () => {
    const source = await readInstalled('payload', 'dist/versions/getLatestCollectionVersion.js')
    expect(source, broken(LATEST, 'the current draft is no longer the latest: true')).toMatch(
      /latest:\s*\{\s*equals:\s*true\s*\}/,
    )
    expect(source, broken(LATEST, 'it no longer takes the newest')).toContain("sort: '-updatedAt'")
  })

  it('dates the kept version so that a draft read takes the newest by updatedAt, not it', async () => {
    const source = await readInstalled(
      'payload',
      'dist/versions/drafts/replaceWithDraftIfAvailable.js',
    )
    expect(source, broken(DRAFT, 'a draft read no longer takes the newest version')).toContain(
      "sort: '-updatedAt'",
    )
    expect(source, broken(DRAFT, 'a draft read no longer looks at the latest flag')).toMatch(
      /latest:\s*\{\s*equals:\s*true\s*\}/,
    )
  })
})
