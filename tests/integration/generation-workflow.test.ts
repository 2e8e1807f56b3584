import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ARTICLE_TEXT_NOT_CONFIGURED } from '@/generation/providers/anthropic'
import { FEATURED_IMAGE_NOT_CONFIGURED } from '@/generation/providers/google'
import { AI_ILLUSTRATION_CREDIT } from '@/generation/imageToMedia'

import { FAKE_ANTHROPIC_USAGE, FAKE_ARTICLE } from '../fakes/anthropic'
import { createArticle, createAuthor } from '../support/fixtures'
import {
  generationOutcome,
  generationSettled,
  requestsTo,
  setGenerationPublishMode,
  startGeneration,
  type StartedGeneration,
} from '../support/generation'
import { startRunnerCms, type RunnerCms } from '../support/runnerCms'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'
import { recordedCalls } from '../support/webhookRecorder'

let cms: RunnerCms
let headers: Record<string, string>
let authorId: string

beforeAll(async () => {
  cms = await startRunnerCms()
  headers = await editorHeaders(cms.url)
  authorId = (await createAuthor(await testPayload(), { name: 'Maya Chen' })).id
  // These tests follow finished generations live: the site setting that publishes them at once.
  // The default, holding them for review, is generation-review-and-tags.test.ts's.
  await setGenerationPublishMode('publish')
})

afterAll(async () => {
  await setGenerationPublishMode('hold')
  await cms?.stop()
})

type Started = StartedGeneration

const generate = (topic: string) => startGeneration(cms.url, headers, { topic, authorId })
const settled = generationSettled
const outcome = generationOutcome

async function monitorRow(started: Started) {
  const response = await fetch(`${cms.url}/api/incomplete-articles`, { headers })
  const rows = (await response.json()) as Array<{ id: string; running: boolean }>
  return rows.find((row) => row.id === started.incompleteArticleId)
}

function retry(started: Started) {
  return fetch(`${cms.url}/api/incomplete-articles/${started.incompleteArticleId}/retry`, {
    method: 'POST',
    headers,
  })
}

describe('the generation workflow (Claude → Gemini → publish on the jobs queue)', () => {
  it('publishes when both parts succeed and the site setting says so, records usage, and tells the site', async () => {
    const started = await generate('What a Bitcoin halving changes')
    expect(started.message).toContain('What a Bitcoin halving changes')
    const { article, record } = await outcome(started)

    expect(record).toBeNull()
    expect(article.published).toBe(true)
    expect(article.status).toBe('published')
    expect(article.publishedAt).toBeTruthy()
    expect(article.title).toBe(FAKE_ARTICLE.title)
    // The title's slug; other files' generations of the same fake article took it first when
    // they ran earlier, and each later one gets the next free number.
    expect(article.slug).toMatch(/^what-a-bitcoin-halving-changes-and-what-it-does-not(-\d+)?$/)
    expect(article.excerpt).toBe(FAKE_ARTICLE.excerpt)
    expect(article.contentHtml).toContain('<h2>A schedule written into the code</h2>')
    expect(article.contentHtml).not.toMatch(/script|onclick/)
    expect(article.seoTitle ?? null).toBeNull()
    expect(article.generation).toMatchObject({
      aiAssisted: true,
      topic: 'What a Bitcoin halving changes',
      proposedSeoTitle: FAKE_ARTICLE.seoTitle,
      inputTokens: FAKE_ANTHROPIC_USAGE.input_tokens,
      outputTokens: FAKE_ANTHROPIC_USAGE.output_tokens,
      imageCount: 1,
    })
    for (const step of ['textDurationMs', 'imageDurationMs', 'publishDurationMs'] as const)
      expect(article.generation?.[step]).toBeGreaterThanOrEqual(0)
    const image = article.featuredImage
    expect(typeof image === 'object' && image?.credit).toBe(AI_ILLUSTRATION_CREDIT)

    // Published by the runner CMS, so the global CMS is asked for a fresh list.
    const listed = (await (
      await fetch(`${inject('cmsUrl')}/api/articles?published=true`, {
        headers: { 'cache-control': 'no-cache' },
      })
    ).json()) as Array<{ id: string; aiAssisted: boolean; featuredImageCredit: string | null }>
    expect(listed.find((item) => item.id === article.id)).toMatchObject({
      aiAssisted: true,
      featuredImageCredit: AI_ILLUSTRATION_CREDIT,
    })
    const webhooks = await recordedCalls(inject('siteUrl'))
    expect(webhooks.some((call) => call.body.includes('articles'))).toBe(true)
  })

  it('a failed text step (max_tokens) leaves a draft marked Both Failed and never calls Gemini', async () => {
    cms.anthropic.script('max_tokens')
    const imageCalls = requestsTo(cms.google)
    const { article, record } = await outcome(await generate('Stablecoins and their reserves'))
    expect(article.published).toBe(false)
    expect(article.status).toBe('draft')
    expect(record).toMatchObject({ claudeArticleSaved: false, googleImageSaved: false })
    expect(record?.lastError).toContain('8192-token limit')
    expect(requestsTo(cms.google)).toBe(imageCalls)
  })

  it('an answer without the article tool (no JSON) is a failed text step', async () => {
    cms.anthropic.script('no_tool_use')
    const { article, record } = await outcome(await generate('Layer 2 rollups'))
    expect(article.published).toBe(false)
    expect(record).toMatchObject({ claudeArticleSaved: false, googleImageSaved: false })
    expect(record?.lastError).toContain('without calling submit_article')
  })

  it('an invalid article with a usable image prompt still gets its image: Image Only', async () => {
    cms.anthropic.script('invalid_tool_input')
    const { article, record } = await outcome(await generate('Proof of stake explained'))
    expect(article.published).toBe(false)
    expect(record).toMatchObject({ claudeArticleSaved: false, googleImageSaved: true })
    expect(record?.lastError).toContain('failed validation')
    expect(article.featuredImage).toBeTruthy()
  })

  it('a failed image step (safety block) leaves a draft marked Claude Only', async () => {
    cms.google.script('image_safety')
    const { article, record } = await outcome(await generate('Mining pools'))
    expect(article.published).toBe(false)
    expect(article.title).toBe(FAKE_ARTICLE.title)
    expect(record).toMatchObject({
      claudeArticleSaved: true,
      googleImageSaved: false,
      imagePrompt: FAKE_ARTICLE.imagePrompt,
    })
    expect(record?.lastError).toContain('Gemini withheld the image (IMAGE_SAFETY)')
  })

  it('retries a 429 with backoff and then publishes', async () => {
    cms.anthropic.script('rate_limited', 'overloaded')
    const before = requestsTo(cms.anthropic)
    const { article, record } = await outcome(await generate('Why fees spike'))
    expect(record).toBeNull()
    expect(article.published).toBe(true)
    expect(requestsTo(cms.anthropic) - before).toBe(3)
  })

  it('gives up on a service that keeps timing out, leaving the draft incomplete', async () => {
    cms.google.script('slow', 'slow', 'slow', 'slow')
    const before = requestsTo(cms.google)
    const { article, record } = await outcome(await generate('Oracles'))
    expect(article.published).toBe(false)
    expect(record).toMatchObject({ claudeArticleSaved: true, googleImageSaved: false })
    expect(record?.lastError).toBe('Gemini did not answer in time')
    expect(requestsTo(cms.google) - before).toBe(4)
  })

  it('retry completes a Claude Only article without calling Claude again', async () => {
    cms.google.script('no_image')
    const started = await generate('Self-custody basics')
    expect((await outcome(started)).record).toMatchObject({ claudeArticleSaved: true })
    const textCalls = requestsTo(cms.anthropic)

    const response = await retry(started)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({
      message: 'Retry started: Gemini redraws the image; the saved article text is kept.',
    })
    const { article, record } = await outcome(started)
    expect(record).toBeNull()
    expect(article.published).toBe(true)
    expect(requestsTo(cms.anthropic)).toBe(textCalls)
  })

  it('retrying a record whose flags claim both parts publishes only an article that has them', async () => {
    const payload = await testPayload()
    const article = await createArticle(payload, authorId, { featuredImage: null })
    const created = await fetch(`${cms.url}/cms-api/incomplete-articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        articleId: article.id,
        articleTitle: article.title,
        imagePrompt: 'A lighthouse over a calm sea',
        claudeArticleSaved: true,
        googleImageSaved: true,
      }),
    })
    expect(created.status).toBe(201)
    const record = ((await created.json()) as { doc: { id: string } }).doc
    const started = { articleId: article.id, incompleteArticleId: record.id, message: '' }

    expect((await retry(started)).status).toBe(202)
    const held = await outcome(started)
    expect(held.article).toMatchObject({ published: false, featuredImage: null })
    expect(held.record).toMatchObject({
      claudeArticleSaved: true,
      googleImageSaved: false,
      lastError:
        'Not published: the article has no featured image. Retry to generate what is missing.',
    })

    expect((await retry(started)).status).toBe(202)
    const finished = await outcome(started)
    expect(finished.record).toBeNull()
    expect(finished.article.published).toBe(true)
    expect(finished.article.featuredImage).not.toBeNull()
  })

  it('refuses a second generation for the same article while one is in flight (409)', async () => {
    cms.anthropic.script('slow')
    const started = await generate('Bridges and their risks')
    await expect.poll(async () => (await monitorRow(started))?.running).toBe(true)
    const response = await retry(started)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'A generation is already running for this article',
    })
    await settled(started.articleId)
  })

  it('refuses to delete the record, or its article, while the generation runs (409 everywhere)', async () => {
    cms.anthropic.script('slow')
    cms.google.script('slow')
    const started = await generate('Layer-2 fees')
    await expect.poll(async () => (await monitorRow(started))?.running).toBe(true)
    const recordRunning =
      'A generation is running for this article: delete the record once it has finished'
    const recordPath = `incomplete-articles/${started.incompleteArticleId}`

    const contract = await fetch(`${cms.url}/api/${recordPath}`, { method: 'DELETE', headers })
    expect(contract.status).toBe(409)
    expect(await contract.json()).toEqual({ error: recordRunning })
    const rest = await fetch(`${cms.url}/cms-api/${recordPath}`, { method: 'DELETE', headers })
    expect(rest.status).toBe(409)
    expect(await rest.json()).toMatchObject({ errors: [{ message: recordRunning }] })
    const payload = await testPayload()
    await expect(
      payload.delete({ collection: 'incomplete-articles', id: started.incompleteArticleId }),
    ).rejects.toMatchObject({ status: 409, message: recordRunning })
    await expect(
      payload.delete({ collection: 'articles', id: started.articleId }),
    ).rejects.toMatchObject({
      status: 409,
      message:
        'A generation is running for this article: delete it once the generation has finished',
    })

    // The workflow itself still removes the record when it publishes.
    const { article, record } = await outcome(started)
    expect(record).toBeNull()
    expect(article.published).toBe(true)
  })

  it('two retries racing for one record start exactly one generation', async () => {
    cms.google.script('server_error', 'server_error', 'server_error', 'server_error')
    const started = await generate('Wrapped tokens')
    expect((await outcome(started)).record).toMatchObject({ googleImageSaved: false })
    cms.google.script('slow')
    const statuses = (await Promise.all([retry(started), retry(started), retry(started)])).map(
      (response) => response.status,
    )
    expect(statuses.toSorted()).toEqual([202, 409, 409])
    expect((await outcome(started)).record).toBeNull()
  })

  it('holds a finished article for review when the site setting says so', async () => {
    await setGenerationPublishMode('hold')
    try {
      const { article, record } = await outcome(await generate('DAOs and governance'))
      expect(record).toBeNull()
      expect(article.published).toBe(false)
      expect(article.status).toBe('review')
    } finally {
      await setGenerationPublishMode('publish')
    }
  })

  it('resumes an interrupted workflow after the CMS is killed and restarted', async () => {
    cms.anthropic.script('slow')
    const before = requestsTo(cms.anthropic)
    const started = await generate('Sharding')
    await expect.poll(() => requestsTo(cms.anthropic) - before, { timeout: 15_000 }).toBe(1)
    cms.crash()
    await cms.start()
    const { article, record } = await outcome(started)
    expect(record).toBeNull()
    expect(article.published).toBe(true)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { 'generation.topic': { equals: 'Sharding' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('accepting the proposed SEO title of a live article publishes it; rejecting it leaves the live article as it is', async () => {
    const { article } = await outcome(await generate('Token unlocks'))
    const accept = await fetch(`${cms.url}/api/articles/${article.id}/accept-seo-title`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seoTitle: article.generation?.proposedSeoTitle }),
    })
    expect(accept.status).toBe(200)
    const payload = await testPayload()
    const latest = () =>
      payload.findByID({ collection: 'articles', id: article.id, depth: 0, draft: true })
    const live = () => payload.findByID({ collection: 'articles', id: article.id, depth: 0 })
    // Accept means "use it": readers get it at once, in a new published version.
    expect(await live()).toMatchObject({
      seoTitle: FAKE_ARTICLE.seoTitle,
      generation: { proposedSeoTitle: null },
    })
    expect((await latest())._status).toBe('published')

    const reject = await fetch(`${cms.url}/api/articles/${article.id}/reject-seo-title`, {
      method: 'POST',
      headers,
    })
    expect(reject.status).toBe(200)
    expect((await latest()).seoTitle ?? null).toBeNull()
    expect((await live()).seoTitle).toBe(FAKE_ARTICLE.seoTitle)
  })

  it('deleting the article removes its monitor record', async () => {
    cms.google.script('no_image')
    const started = await generate('Airdrops')
    expect((await outcome(started)).record).not.toBeNull()
    const payload = await testPayload()
    await payload.delete({ collection: 'articles', id: started.articleId })
    expect(await monitorRow(started)).toBeUndefined()
  })
})

describe('starting a generation', () => {
  it('rejects bad requests with a clear 400', async () => {
    const post = (body: unknown) =>
      fetch(`${cms.url}/api/generation`, { method: 'POST', headers, body: JSON.stringify(body) })
    const cases: Array<[unknown, string]> = [
      [{ topic: ' a ', articleType: 'news', authorId }, 'The topic must be at least 3 characters'],
      [{ topic: 'x'.repeat(201), authorId }, 'The topic must be 200 characters or less'],
      [
        { topic: 'Valid topic', articleType: 'gossip', authorId },
        'articleType must be one of news, opinion, analysis, learn',
      ],
      [{ topic: 'Valid topic' }, 'An author is required'],
      [
        { topic: 'Valid topic', authorId: '00000000-0000-4000-8000-000000000000' },
        'Author not found',
      ],
      [{ topic: 'Valid topic', authorId: 'nobody' }, 'Author not found'],
    ]
    for (const [body, error] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
  })

  it('says the pipeline is ready here', async () => {
    const response = await fetch(`${cms.url}/api/generation`, { headers })
    expect(await response.json()).toEqual({ configured: true, problems: [] })
  })

  it('answers 503 with the missing key where none is configured, creating nothing', async () => {
    const unconfigured = inject('cmsUrl')
    const editor = await editorHeaders(unconfigured)
    expect(
      await (await fetch(`${unconfigured}/api/generation`, { headers: editor })).json(),
    ).toEqual({
      configured: false,
      problems: [ARTICLE_TEXT_NOT_CONFIGURED, FEATURED_IMAGE_NOT_CONFIGURED],
    })
    const payload = await testPayload()
    const before = await payload.count({ collection: 'articles' })
    const response = await fetch(`${unconfigured}/api/generation`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ topic: 'Nothing to see', authorId }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: ARTICLE_TEXT_NOT_CONFIGURED })
    expect(await payload.count({ collection: 'articles' })).toEqual(before)
  })

  it('refuses anonymous callers on every editor-only call', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const calls: Array<[string, string]> = [
      ['GET', '/api/generation'],
      ['POST', '/api/generation'],
      ['GET', '/api/incomplete-articles'],
      ['DELETE', `/api/incomplete-articles/${id}`],
      ['POST', `/api/incomplete-articles/${id}/retry`],
      ['POST', `/api/articles/${id}/accept-seo-title`],
      ['POST', `/api/articles/${id}/reject-seo-title`],
    ]
    for (const [method, path] of calls) {
      for (const authorization of [undefined, 'JWT not-a-valid-token']) {
        const response = await fetch(`${cms.url}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body: method === 'POST' ? JSON.stringify({ topic: 'x', seoTitle: 'x' }) : undefined,
        })
        expect(response.status, `${method} ${path}`).toBe(401)
      }
    }
  })
})
