import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as {
    dependencies?: Record<string, string>
    overrides?: Record<string, string>
  }

// docs/decisions/0015-s3-storage-plugin-version.md: the storage plugins lag Payload by a patch,
// and the root overrides give them the Payload we pin. An upgrade must move both together.
describe('the overrides that pair the storage plugins with our Payload', () => {
  it('name the exact payload and @payloadcms/ui versions the CMS depends on', async () => {
    const root = await readJson('package.json')
    const cms = await readJson('cms/package.json')
    expect(root.overrides).toEqual({
      payload: cms.dependencies?.payload,
      '@payloadcms/ui': cms.dependencies?.['@payloadcms/ui'],
    })
  })
})
