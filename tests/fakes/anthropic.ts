import { randomBytes } from 'node:crypto'

import { Script, startFakeServer, type FakeReply, type FakeServer } from './fakeServer'
import { controlSurface, scriptedFakeClient } from './scriptControl'

/** How the fake answers one POST /v1/messages. */
const ANTHROPIC_STEPS = [
  'ok',
  'max_tokens',
  'invalid_tool_input',
  'no_tool_use',
  'refusal',
  'rate_limited',
  'server_error',
  'overloaded',
  'slow',
] as const
export type AnthropicStep = (typeof ANTHROPIC_STEPS)[number]

export interface AnthropicFake extends FakeServer {
  /** Queue the next answers; once used up, every request succeeds. */
  script: (...steps: AnthropicStep[]) => void
  /** The tags the articles of the following answers propose; with none, FAKE_ARTICLE's. */
  proposeTags: (...tags: string[]) => void
}

export const FAKE_ANTHROPIC_USAGE = { input_tokens: 1532, output_tokens: 2211 }
export const FAKE_RETRY_AFTER_SECONDS = 7

/** The article the fake's Claude submits; its HTML carries markup the CMS must strip. */
export const FAKE_ARTICLE = {
  title: 'What a Bitcoin Halving Changes, and What It Does Not',
  seoTitle: 'Bitcoin halving explained: supply, miners and myths',
  excerpt:
    'Every four years the reward for mining new bitcoin is cut in half. Here is what that changes for supply and miners, and why it guarantees nothing about prices.',
  html: '<h2>A schedule written into the code</h2><p onclick="steal()">Roughly every 210,000 blocks the block subsidy halves.</p><script>alert("x")</script><p>Do your own research.</p>',
  tags: ['Bitcoin', 'Mining', 'Halving'],
  readTime: 4,
  imagePrompt: 'A stylised golden coin split into two halves floating above a glowing blockchain',
}

const id = (prefix: string) => `${prefix}_01${randomBytes(11).toString('hex')}`

function anthropicError(status: number, type: string, message: string, headers = {}): FakeReply {
  return {
    status,
    headers: { 'request-id': id('req'), ...headers },
    body: { type: 'error', error: { type, message }, request_id: id('req') },
  }
}

interface MessagesRequest {
  model?: unknown
  max_tokens?: unknown
  messages?: unknown
  tool_choice?: { name?: unknown }
}

function message(
  request: MessagesRequest,
  content: unknown[],
  stopReason: string,
  slowMs = 0,
): FakeReply {
  return {
    status: 200,
    headers: { 'request-id': id('req') },
    delayMs: slowMs,
    body: {
      id: id('msg'),
      type: 'message',
      role: 'assistant',
      model: request.model,
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: {
        ...FAKE_ANTHROPIC_USAGE,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    },
  }
}

function toolUse(request: MessagesRequest, input: unknown) {
  return { type: 'tool_use', id: id('toolu'), name: request.tool_choice?.name, input }
}

function answer(
  step: AnthropicStep,
  request: MessagesRequest,
  slowMs: number,
  article: typeof FAKE_ARTICLE,
): FakeReply {
  switch (step) {
    case 'ok':
      return message(request, [toolUse(request, article)], 'tool_use')
    case 'slow':
      return message(request, [toolUse(request, article)], 'tool_use', slowMs)
    case 'max_tokens':
      return message(
        request,
        [toolUse(request, { title: FAKE_ARTICLE.title, seoTitle: FAKE_ARTICLE.seoTitle })],
        'max_tokens',
      )
    case 'invalid_tool_input':
      return message(
        request,
        [
          toolUse(request, {
            ...FAKE_ARTICLE,
            seoTitle: 'An SEO title that goes on and on well past the sixty character limit',
            excerpt: 'word '.repeat(45).trim(),
            tags: [],
            readTime: '4 minutes',
          }),
        ],
        'tool_use',
      )
    case 'no_tool_use':
      return message(
        request,
        [{ type: 'text', text: 'Here is your article about Bitcoin…', citations: null }],
        'end_turn',
      )
    case 'refusal':
      return message(request, [], 'refusal')
    case 'rate_limited':
      return anthropicError(
        429,
        'rate_limit_error',
        'This request would exceed your rate limit for output tokens per minute.',
        { 'retry-after': String(FAKE_RETRY_AFTER_SECONDS) },
      )
    case 'server_error':
      return anthropicError(500, 'api_error', 'Internal server error')
    case 'overloaded':
      return anthropicError(529, 'overloaded_error', 'Overloaded')
  }
}

/**
 * A local Anthropic Messages API (`POST /v1/messages`) that checks the key and version headers
 * as the real one does, then answers with the scripted step. Scripted in-process with `script()`,
 * or over HTTP (see scriptControl.ts) with `anthropicControl`.
 */
export async function startAnthropicFake(options: {
  apiKey: string
  /** How long a 'slow' answer is held back. */
  slowMs?: number
  /** Each answer's title ends with its number, as different articles' titles (and slugs) differ. */
  numberedTitles?: boolean
}): Promise<AnthropicFake> {
  let answers = 0
  let tags = FAKE_ARTICLE.tags
  const article = () => ({
    ...FAKE_ARTICLE,
    tags,
    ...(options.numberedTitles ? { title: `${FAKE_ARTICLE.title} ${++answers}` } : {}),
  })
  const script = new Script<AnthropicStep>('ok')
  const control = controlSurface(script, ANTHROPIC_STEPS, () => server.requests)
  const server = await startFakeServer((request) => {
    const controlled = control(request)
    if (controlled) return controlled
    if (request.method !== 'POST' || request.path !== '/v1/messages') {
      return anthropicError(404, 'not_found_error', 'Not found')
    }
    const { headers } = request
    if (
      headers['x-api-key'] !== options.apiKey &&
      headers.authorization !== `Bearer ${options.apiKey}`
    ) {
      return anthropicError(401, 'authentication_error', 'invalid x-api-key')
    }
    if (!headers['anthropic-version']) {
      return anthropicError(400, 'invalid_request_error', 'anthropic-version: header is required')
    }
    const body = request.body as MessagesRequest
    if (
      typeof body.model !== 'string' ||
      typeof body.max_tokens !== 'number' ||
      !Array.isArray(body.messages)
    ) {
      return anthropicError(
        400,
        'invalid_request_error',
        'model, max_tokens and messages are required',
      )
    }
    return answer(script.next(), body, options.slowMs ?? 5_000, article())
  })
  return {
    ...server,
    script: (...steps) => script.set(...steps),
    proposeTags: (...proposed) => {
      tags = proposed.length > 0 ? proposed : FAKE_ARTICLE.tags
    },
  }
}

/** Scripts a fake Anthropic started in another process, through its URL. */
export const anthropicControl = scriptedFakeClient<AnthropicStep>()
