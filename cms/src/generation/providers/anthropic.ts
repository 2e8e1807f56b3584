import Anthropic from '@anthropic-ai/sdk'
import type { Message } from '@anthropic-ai/sdk/resources/messages'

import { env } from '@/env'

import {
  articleTextFailure,
  articleTextFailureFrom,
  type ArticleTextFailure,
} from './anthropicFailure'
import { ARTICLE_SYSTEM_PROMPT, articleRequest, type ArticleTextInput } from './articlePrompt'
import { ARTICLE_TOOL, generatedArticleSchema, type GeneratedArticle } from './generatedArticle'
import { NEEDS_A_PERSON } from './stepFailure'

export const ARTICLE_TEXT_NOT_CONFIGURED =
  'Article generation is not configured: set ANTHROPIC_API_KEY'
/** Room for a long article; an answer cut off here is a failed step, never a half article. */
const MAX_TOKENS = 8192

export interface ArticleTextOptions {
  apiKey?: string
  model?: string
  /** Unset: the SDK reads ANTHROPIC_BASE_URL, then uses Anthropic's own API. */
  baseURL?: string
  timeoutMs?: number
}

export type ArticleTextOutcome =
  | {
      ok: true
      article: GeneratedArticle
      usage: { inputTokens: number; outputTokens: number }
      durationMs: number
    }
  | ArticleTextFailure

/** Claude writes the article as the given author; the answer is validated before it is returned. */
export async function generateArticleText(
  input: ArticleTextInput,
  options: ArticleTextOptions = {},
): Promise<ArticleTextOutcome> {
  const apiKey = options.apiKey ?? env.anthropicApiKey
  if (!apiKey) {
    return articleTextFailure('not_configured', ARTICLE_TEXT_NOT_CONFIGURED, NEEDS_A_PERSON)
  }
  // The workflow owns retries, so one slow or failing call is reported at once.
  const client = new Anthropic({
    apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? env.anthropicTimeoutMs,
  })
  const started = performance.now()
  let message: Message
  try {
    message = await client.messages.create({
      model: options.model ?? env.anthropicModel,
      max_tokens: MAX_TOKENS,
      system: ARTICLE_SYSTEM_PROMPT,
      messages: [{ role: 'user', content: articleRequest(input) }],
      tools: [ARTICLE_TOOL],
      tool_choice: { type: 'tool', name: ARTICLE_TOOL.name },
    })
  } catch (error) {
    return articleTextFailureFrom(error)
  }
  const durationMs = Math.round(performance.now() - started)
  return readArticle(message, durationMs)
}

function readArticle(message: Message, durationMs: number): ArticleTextOutcome {
  if (message.stop_reason === 'max_tokens') {
    return articleTextFailure(
      'max_tokens',
      `Claude's article was cut off at the ${MAX_TOKENS}-token limit`,
      NEEDS_A_PERSON,
    )
  }
  if (message.stop_reason === 'refusal') {
    return articleTextFailure('refused', 'Claude declined to write this article', NEEDS_A_PERSON)
  }
  const call = message.content.find(
    (block) => block.type === 'tool_use' && block.name === ARTICLE_TOOL.name,
  )
  if (call?.type !== 'tool_use') {
    return articleTextFailure(
      'invalid_output',
      `Claude answered without calling ${ARTICLE_TOOL.name}`,
      NEEDS_A_PERSON,
    )
  }
  const parsed = generatedArticleSchema.safeParse(call.input)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
    )
    return {
      ...articleTextFailure(
        'invalid_output',
        `Claude's article failed validation: ${problems.join('; ')}`,
        NEEDS_A_PERSON,
      ),
      // The picture can still be drawn while an editor retries the text.
      imagePrompt: salvageImagePrompt(call.input),
    }
  }
  return {
    ok: true,
    article: parsed.data,
    usage: { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens },
    durationMs,
  }
}

function salvageImagePrompt(input: unknown): string | undefined {
  const parsed = generatedArticleSchema.shape.imagePrompt.safeParse(
    (input as { imagePrompt?: unknown } | null)?.imagePrompt,
  )
  return parsed.success ? parsed.data : undefined
}
