import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { STATIC_DIR, staticFilesDir } from './nextBuildOutput'

describe('staticFilesDir', () => {
  let nextDir = ''
  afterEach(() => rm(nextDir, { recursive: true, force: true }))

  it("is the build's static folder when it holds chunks", async () => {
    nextDir = await mkdtemp(path.join(tmpdir(), 'next-build-'))
    await mkdir(path.join(nextDir, STATIC_DIR, 'chunks'), { recursive: true })
    expect(await staticFilesDir(nextDir)).toBe(path.join(nextDir, STATIC_DIR))
  })

  it('fails naming the compat module when the build has no chunks', async () => {
    nextDir = await mkdtemp(path.join(tmpdir(), 'next-build-'))
    await expect(staticFilesDir(nextDir)).rejects.toThrow(/no chunks.*compat\/nextBuildOutput\.ts/)
  })
})
