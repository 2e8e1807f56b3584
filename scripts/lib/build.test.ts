import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sourceFingerprint } from './build'

describe('sourceFingerprint', () => {
  let root: string
  let app: string

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fingerprint-'))
    app = path.join(root, 'cms')
    await mkdir(path.join(app, 'src'), { recursive: true })
    await mkdir(path.join(root, 'shared', 'src'), { recursive: true })
    await writeFile(path.join(app, 'src', 'page.tsx'), 'export default 1\n')
    await writeFile(path.join(root, 'shared', 'src', 'index.ts'), 'export const a = 1\n')
    await writeFile(path.join(root, 'package-lock.json'), '{}\n')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('is unchanged by what a build writes, so the next start does not build again', async () => {
    const before = await sourceFingerprint(app, root)
    await writeFile(path.join(app, 'next-env.d.ts'), '/// <reference types="next" />\n')
    await mkdir(path.join(app, '.next'))
    await writeFile(path.join(app, '.next', 'BUILD_ID'), 'abc\n')
    expect(await sourceFingerprint(app, root)).toBe(before)
  })

  it('is unchanged by the incremental state the type checker writes', async () => {
    const before = await sourceFingerprint(app, root)
    await writeFile(path.join(app, 'tsconfig.tsbuildinfo'), '{"version":"5.9.3"}\n')
    expect(await sourceFingerprint(app, root)).toBe(before)
  })

  it("is unchanged by uploads in the app's media/ but changes with a source folder named media", async () => {
    const before = await sourceFingerprint(app, root)
    await mkdir(path.join(app, 'media'))
    await writeFile(path.join(app, 'media', 'upload.png'), 'png\n')
    expect(await sourceFingerprint(app, root)).toBe(before)
    await mkdir(path.join(app, 'src', 'media'))
    await writeFile(path.join(app, 'src', 'media', 'store.ts'), 'export {}\n')
    expect(await sourceFingerprint(app, root)).not.toBe(before)
  })

  it('changes with the app, the shared code, the lockfile and the patches', async () => {
    const seen = new Set([await sourceFingerprint(app, root)])
    await writeFile(path.join(app, 'src', 'page.tsx'), 'export default 2\n')
    seen.add(await sourceFingerprint(app, root))
    await writeFile(path.join(root, 'shared', 'src', 'index.ts'), 'export const a = 2\n')
    seen.add(await sourceFingerprint(app, root))
    await writeFile(path.join(root, 'package-lock.json'), '{ "lockfileVersion": 3 }\n')
    seen.add(await sourceFingerprint(app, root))
    await mkdir(path.join(root, 'patches'))
    await writeFile(path.join(root, 'patches', 'next+16.patch'), 'diff\n')
    seen.add(await sourceFingerprint(app, root))
    expect(seen.size).toBe(5)
  })
})
