import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generationActive } from '@/generation/queueGeneration'

import { CMS_DIR, PAYLOAD_CLI } from '../../scripts/lib/paths'
import { stopService } from '../../scripts/lib/processes'
import { FAKE_ARTICLE } from '../fakes/anthropic'
import { createAuthor } from '../support/fixtures'
import {
  processEnvironment,
  startRunnerCms,
  startWorker,
  type RunnerCms,
} from '../support/runnerCms'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'

const execFileAsync = promisify(execFile)

let cms: RunnerCms
let processEnv: NodeJS.ProcessEnv
let authorName: string

beforeAll(async () => {
  // A CMS that only queues: the worker process below must run the jobs.
  cms = await startRunnerCms('worker')
  processEnv = await processEnvironment(cms)
  authorName = (await createAuthor(await testPayload(), { name: 'Lena Fischer' })).name
})

afterAll(async () => {
  await cms?.stop()
})

async function articleStatus(articleId: string) {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'articles', id: articleId, depth: 0 })).status
}

describe('generation outside the web process', () => {
  it('npm run worker runs the jobs the CMS only queued, leaving the article for review', async () => {
    const authors = await testPayload().then((payload) =>
      payload.find({ collection: 'authors', where: { name: { equals: authorName } }, limit: 1 }),
    )
    const response = await fetch(`${cms.url}/api/generation`, {
      method: 'POST',
      headers: await editorHeaders(cms.url),
      body: JSON.stringify({ topic: 'Gas fees', authorId: authors.docs[0]?.id }),
    })
    expect(response.status).toBe(202)
    const { articleId } = (await response.json()) as { articleId: string }
    // Nothing runs it yet: the CMS leaves the jobs to a worker.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(await articleStatus(articleId)).toBe('draft')
    expect(cms.anthropic.requests).toHaveLength(0)

    const worker = await startWorker(cms)
    try {
      await expect
        .poll(() => articleStatus(articleId), { timeout: 60_000, interval: 500 })
        .toBe('review')
    } finally {
      await stopService(worker)
    }
    expect(await generationActive(await testPayload(), articleId)).toBe(false)
  })

  it('npm run worker exits non-zero when it cannot reach the database', async () => {
    const failure = await execFileAsync(process.execPath, [...PAYLOAD_CLI, 'worker'], {
      cwd: CMS_DIR,
      env: { ...processEnv, DATABASE_URL: 'postgres://blockwise@127.0.0.1:1/blockwise' },
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain('cannot connect to Postgres')
  })

  it('npm run generate starts a generation, runs it and says it awaits review', async () => {
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        ...PAYLOAD_CLI,
        'generate',
        '--topic',
        'Cold wallets',
        '--type',
        'learn',
        '--author',
        authorName,
      ],
      { cwd: CMS_DIR, env: processEnv },
    )
    expect(stdout).toContain('Claude is writing “Cold wallets”')
    expect(stdout).toContain(
      `“${FAKE_ARTICLE.title}” is ready for review: it goes live when an editor publishes it.`,
    )
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { 'generation.topic': { equals: 'Cold wallets' } },
      depth: 0,
    })
    expect(docs.map((article) => [article.articleType, article.published])).toEqual([
      ['learn', false],
    ])
  })

  it('npm run generate explains a bad request and exits non-zero', async () => {
    const failure = await execFileAsync(
      process.execPath,
      [...PAYLOAD_CLI, 'generate', '--topic', 'x'],
      {
        cwd: CMS_DIR,
        env: processEnv,
      },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain(
      'The topic must be at least 3 characters',
    )
  })
})
