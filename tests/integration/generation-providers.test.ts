import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { EXCERPT_TOO_LONG } from '@blockwise/shared'

import { AI_ILLUSTRATION_CREDIT, imageToMedia } from '@/generation/imageToMedia'
import {
  ARTICLE_TEXT_NOT_CONFIGURED,
  generateArticleText,
  type ArticleTextOptions,
} from '@/generation/providers/anthropic'
import type { ArticleTextInput } from '@/generation/providers/articlePrompt'
import {
  FEATURED_IMAGE_NOT_CONFIGURED,
  generateFeaturedImage,
  type FeaturedImageOptions,
} from '@/generation/providers/google'

import {
  FAKE_ANTHROPIC_USAGE,
  FAKE_ARTICLE,
  FAKE_RETRY_AFTER_SECONDS,
  startAnthropicFake,
  type AnthropicFake,
} from '../fakes/anthropic'
import {
  FAKE_IMAGE_SIZE,
  FAKE_RETRY_DELAY_SECONDS,
  startGoogleFake,
  type GoogleFake,
} from '../fakes/google'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')
const ANTHROPIC_KEY = 'test-anthropic-key'
const GOOGLE_KEY = 'test-google-key'
/** The fakes hold 'slow' answers for 2 s; the calls under test give up long before. */
const SHORT_TIMEOUT_MS = 250

let anthropic: AnthropicFake
let google: GoogleFake

beforeAll(async () => {
  anthropic = await startAnthropicFake({ apiKey: ANTHROPIC_KEY, slowMs: 2_000 })
  google = await startGoogleFake({ apiKey: GOOGLE_KEY, slowMs: 2_000 })
})

afterAll(async () => {
  await anthropic.close()
  await google.close()
})

const input: ArticleTextInput = {
  topic: 'What the next Bitcoin halving changes for miners',
  articleType: 'analysis',
  author: {
    name: 'Maya Chen',
    writingStyle: 'Plain-spoken and precise',
    paragraphStyle: 'Short paragraphs with one idea each',
    originCountry: 'Singapore',
    politicalViewpoint: 'Pragmatic centrist',
    nativeLanguage: 'Mandarin',
    senseOfHumor: 'Dry understatement',
    englishProficiency: 'Fluent, near-native',
  },
}

/** Runs one text generation and returns its outcome with the requests the fake received. */
async function writeArticle(options: ArticleTextOptions = {}) {
  const before = anthropic.requests.length
  const outcome = await generateArticleText(input, {
    apiKey: ANTHROPIC_KEY,
    baseURL: anthropic.url,
    ...options,
  })
  return { outcome, requests: anthropic.requests.slice(before) }
}

async function drawImage(options: FeaturedImageOptions = {}) {
  const before = google.requests.length
  const outcome = await generateFeaturedImage(FAKE_ARTICLE.imagePrompt, {
    apiKey: GOOGLE_KEY,
    baseUrl: google.url,
    ...options,
  })
  return { outcome, requests: google.requests.slice(before) }
}

describe('article text from Claude (real @anthropic-ai/sdk against the fake)', () => {
  it('forces the article tool with a persona prompt and returns the validated, sanitised article', async () => {
    const { outcome, requests } = await writeArticle({ model: 'claude-test-model' })

    expect(outcome).toEqual({
      ok: true,
      article: {
        ...FAKE_ARTICLE,
        html: '<h2>A schedule written into the code</h2><p>Roughly every 210,000 blocks the block subsidy halves.</p><p>Do your own research.</p>',
      },
      usage: {
        inputTokens: FAKE_ANTHROPIC_USAGE.input_tokens,
        outputTokens: FAKE_ANTHROPIC_USAGE.output_tokens,
      },
      durationMs: expect.any(Number) as number,
    })
    expect(requests).toHaveLength(1)
    const [request] = requests
    // SDK 1.x sends the API key as a bearer token rather than x-api-key.
    expect(request?.headers.authorization).toBe(`Bearer ${ANTHROPIC_KEY}`)
    expect(request?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const body = request?.body as {
      model: string
      system: string
      tool_choice: unknown
      tools: Array<{ name: string; input_schema: { required: string[] } }>
      messages: Array<{ role: string; content: string }>
    }
    expect(body.model).toBe('claude-test-model')
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'submit_article' })
    expect(body.tools.map((tool) => tool.name)).toEqual(['submit_article'])
    expect(body.tools[0]?.input_schema.required.toSorted()).toEqual(
      ['excerpt', 'html', 'imagePrompt', 'readTime', 'seoTitle', 'tags', 'title'].toSorted(),
    )
    expect(body.system).toContain('educational publication about crypto')
    expect(body.system).toContain('aged 18 and over')
    expect(body.system).toContain('Never give financial advice')
    const prompt = body.messages[0]?.content ?? ''
    expect(body.messages[0]?.role).toBe('user')
    expect(prompt).toContain('Write an analysis')
    expect(prompt).toContain(input.topic)
    for (const trait of Object.values(input.author)) expect(prompt).toContain(trait)
  })

  it('fails the step when Claude stops at max_tokens', async () => {
    anthropic.script('max_tokens')
    const { outcome } = await writeArticle()
    expect(outcome).toEqual({
      ok: false,
      reason: 'max_tokens',
      message: "Claude's article was cut off at the 8192-token limit",
      retryable: false,
    })
  })

  it('fails the step when Claude answers without calling the tool', async () => {
    anthropic.script('no_tool_use')
    const { outcome } = await writeArticle()
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid_output',
      message: 'Claude answered without calling submit_article',
      retryable: false,
    })
  })

  it('fails the step and names every rule the tool input breaks', async () => {
    anthropic.script('invalid_tool_input')
    const { outcome } = await writeArticle()
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid_output', retryable: false })
    const message = outcome.ok ? '' : outcome.message
    expect(message).toMatch(/^Claude's article failed validation: /)
    expect(message).toContain('seoTitle: ')
    expect(message).toContain(`excerpt: ${EXCERPT_TOO_LONG}`)
    expect(message).toContain('tags: ')
    expect(message).toContain('readTime: ')
  })

  it('fails the step when Claude refuses', async () => {
    anthropic.script('refusal')
    const { outcome } = await writeArticle()
    expect(outcome).toMatchObject({ ok: false, reason: 'refused', retryable: false })
  })

  it('reports a 429 with its Retry-After once, and succeeds on the next call', async () => {
    anthropic.script('rate_limited')
    const limited = await writeArticle()
    expect(limited.outcome).toEqual({
      ok: false,
      reason: 'rate_limited',
      message:
        'Claude rate limit reached: This request would exceed your rate limit for output tokens per minute.',
      retryable: true,
      retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS,
    })
    // maxRetries: 0 — the SDK did not retry behind the workflow's back.
    expect(limited.requests).toHaveLength(1)

    const retried = await writeArticle()
    expect(retried.outcome.ok).toBe(true)
  })

  it.each([
    ['500', 'server_error', 'Claude is unavailable (500): Internal server error'],
    ['529', 'overloaded', 'Claude is unavailable (529): Overloaded'],
  ] as const)('reports a %s as a retryable server error', async (_status, step, message) => {
    anthropic.script(step)
    const { outcome, requests } = await writeArticle()
    expect(outcome).toEqual({ ok: false, reason: 'server_error', message, retryable: true })
    expect(requests).toHaveLength(1)
  })

  it('gives up after its timeout', async () => {
    anthropic.script('slow')
    const { outcome, requests } = await writeArticle({ timeoutMs: SHORT_TIMEOUT_MS })
    expect(outcome).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'Claude did not answer in time',
      retryable: true,
    })
    expect(requests).toHaveLength(1)
  })

  it('says it is not configured without an API key, and calls nobody', async () => {
    const { outcome, requests } = await writeArticle({ apiKey: '' })
    expect(outcome).toEqual({
      ok: false,
      reason: 'not_configured',
      message: ARTICLE_TEXT_NOT_CONFIGURED,
      retryable: false,
    })
    expect(ARTICLE_TEXT_NOT_CONFIGURED).toBe(
      'Article generation is not configured: set ANTHROPIC_API_KEY',
    )
    expect(requests).toHaveLength(0)
  })

  it('reports a rejected API key as a configuration problem', async () => {
    const { outcome } = await writeArticle({ apiKey: 'wrong-key' })
    expect(outcome).toEqual({
      ok: false,
      reason: 'not_configured',
      message: 'Article generation is misconfigured (401): invalid x-api-key',
      retryable: false,
    })
  })
})

describe('featured image from Gemini (real @google/genai against the fake)', () => {
  it('asks for text and image output and returns the inline image', async () => {
    const { outcome, requests } = await drawImage({ model: 'gemini-test-image' })

    expect(outcome).toMatchObject({ ok: true, mimeType: 'image/png' })
    if (!outcome.ok) return
    expect(outcome.image.equals(google.image)).toBe(true)
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0)
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.path).toBe('/v1beta/models/gemini-test-image:generateContent')
    expect(request?.headers['x-goog-api-key']).toBe(GOOGLE_KEY)
    const body = request?.body as {
      contents: Array<{ role: string; parts: Array<{ text: string }> }>
      generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string } }
    }
    expect(body.generationConfig.responseModalities).toEqual(['TEXT', 'IMAGE'])
    expect(body.generationConfig.imageConfig).toEqual({ aspectRatio: '16:9' })
    expect(body.contents[0]?.parts[0]?.text).toContain(FAKE_ARTICLE.imagePrompt)
  })

  it.each([
    [
      'the prompt is blocked',
      'prompt_blocked',
      'Gemini blocked the image prompt (PROHIBITED_CONTENT)',
    ],
    ['the image is withheld', 'image_safety', 'Gemini withheld the image (IMAGE_SAFETY)'],
  ] as const)('fails the step as a safety block when %s', async (_case, step, message) => {
    google.script(step)
    const { outcome } = await drawImage()
    expect(outcome).toEqual({ ok: false, reason: 'safety_block', message, retryable: false })
  })

  it('fails the step when the answer has no image', async () => {
    google.script('no_image')
    const { outcome } = await drawImage()
    expect(outcome).toEqual({
      ok: false,
      reason: 'no_image',
      message: 'Gemini answered without an image (finish reason STOP)',
      retryable: false,
    })
  })

  it("reports a 429 with Google's retry delay once, and succeeds on the next call", async () => {
    google.script('rate_limited')
    const limited = await drawImage()
    expect(limited.outcome).toEqual({
      ok: false,
      reason: 'rate_limited',
      message: 'Gemini rate limit reached: Resource has been exhausted (e.g. check quota).',
      retryable: true,
      retryAfterSeconds: FAKE_RETRY_DELAY_SECONDS,
    })
    expect(limited.requests).toHaveLength(1)

    const retried = await drawImage()
    expect(retried.outcome.ok).toBe(true)
  })

  it('reports a 500 as a retryable server error', async () => {
    google.script('server_error')
    const { outcome, requests } = await drawImage()
    expect(outcome).toEqual({
      ok: false,
      reason: 'server_error',
      message: 'Gemini is unavailable (500): An internal error has occurred. Please retry.',
      retryable: true,
    })
    expect(requests).toHaveLength(1)
  })

  it('gives up after its timeout', async () => {
    google.script('slow')
    const { outcome, requests } = await drawImage({ timeoutMs: SHORT_TIMEOUT_MS })
    expect(outcome).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'Gemini did not answer in time',
      retryable: true,
    })
    expect(requests).toHaveLength(1)
  })

  it('says it is not configured without an API key, and calls nobody', async () => {
    const { outcome, requests } = await drawImage({ apiKey: '' })
    expect(outcome).toEqual({
      ok: false,
      reason: 'not_configured',
      message: FEATURED_IMAGE_NOT_CONFIGURED,
      retryable: false,
    })
    expect(FEATURED_IMAGE_NOT_CONFIGURED).toBe(
      'Image generation is not configured: set GOOGLE_API_KEY',
    )
    expect(requests).toHaveLength(0)
  })

  it('reports a rejected API key as a configuration problem', async () => {
    const { outcome } = await drawImage({ apiKey: 'wrong-key' })
    expect(outcome).toEqual({
      ok: false,
      reason: 'not_configured',
      message:
        'Image generation is misconfigured (400): API key not valid. Please pass a valid API key.',
      retryable: false,
    })
  })
})

describe('imageToMedia', () => {
  it('stores the generated image as WebP media with responsive sizes, alt text and credit', async () => {
    const drawn = await drawImage()
    if (!drawn.outcome.ok) throw new Error(drawn.outcome.message)
    const payload = await testPayload()

    const media = await imageToMedia(payload, {
      image: drawn.outcome.image,
      articleTitle: FAKE_ARTICLE.title,
    })

    expect(media).toMatchObject({
      alt: `Illustration for “${FAKE_ARTICLE.title}”`,
      credit: AI_ILLUSTRATION_CREDIT,
      mimeType: 'image/webp',
      ...FAKE_IMAGE_SIZE,
    })
    expect(media.filename).toMatch(/^what-a-bitcoin-halving-changes-and-what-it-does-not.*\.webp$/)
    expect(media.sizes).toMatchObject({
      thumbnail: { width: 400, mimeType: 'image/webp' },
      card: { width: 800, mimeType: 'image/webp' },
      // Never enlarged past the original.
      hero: { width: FAKE_IMAGE_SIZE.width, mimeType: 'image/webp' },
    })

    // The CMS serves the stored file.
    const served = await fetch(`${cmsUrl}${media.url}`)
    expect(served.status).toBe(200)
    const { format, width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect({ format, width }).toEqual({ format: 'webp', width: FAKE_IMAGE_SIZE.width })
  })
})
