import { GoogleGenAI, type GenerateContentResponse } from '@google/genai'

import { env } from '@/env'

import {
  featuredImageFailure,
  featuredImageFailureFrom,
  type FeaturedImageFailure,
} from './googleFailure'
import { NEEDS_A_PERSON } from './stepFailure'

export const FEATURED_IMAGE_NOT_CONFIGURED =
  'Image generation is not configured: set GOOGLE_API_KEY'

/** Finish reasons with which Gemini withholds an image on safety or policy grounds. */
const SAFETY_FINISH_REASONS = new Set([
  'SAFETY',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
])

export interface FeaturedImageOptions {
  apiKey?: string
  model?: string
  /** Unset: Google's own endpoint. The SDK takes a base URL only from here. */
  baseUrl?: string
  timeoutMs?: number
}

export type FeaturedImageOutcome =
  { ok: true; image: Buffer; mimeType: string; durationMs: number } | FeaturedImageFailure

function featuredImageRequest(prompt: string): string {
  return `A wide featured illustration for an article on an educational crypto website. No text, letters, numbers, logos or recognisable real people. ${prompt.trim()}`
}

/** Gemini draws the article's featured image from Claude's image prompt. */
export async function generateFeaturedImage(
  prompt: string,
  options: FeaturedImageOptions = {},
): Promise<FeaturedImageOutcome> {
  const apiKey = options.apiKey ?? env.googleApiKey
  if (!apiKey) {
    return featuredImageFailure('not_configured', FEATURED_IMAGE_NOT_CONFIGURED, NEEDS_A_PERSON)
  }
  // The Gemini API documents image output on v1beta; the SDK's default is v1. Without
  // httpOptions.retryOptions the SDK makes one attempt: the workflow owns retries.
  const ai = new GoogleGenAI({
    apiKey,
    vertexai: false,
    apiVersion: 'v1beta',
    httpOptions: {
      baseUrl: options.baseUrl ?? env.googleGenaiBaseUrl,
      timeout: options.timeoutMs ?? env.googleTimeoutMs,
    },
  })
  const started = performance.now()
  let response: GenerateContentResponse
  try {
    response = await ai.models.generateContent({
      model: options.model ?? env.googleImageModel,
      contents: featuredImageRequest(prompt),
      config: { responseModalities: ['TEXT', 'IMAGE'], imageConfig: { aspectRatio: '16:9' } },
    })
  } catch (error) {
    return featuredImageFailureFrom(error)
  }
  const durationMs = Math.round(performance.now() - started)
  return readImage(response, durationMs)
}

function readImage(response: GenerateContentResponse, durationMs: number): FeaturedImageOutcome {
  const blockReason = response.promptFeedback?.blockReason
  if (blockReason) {
    return featuredImageFailure(
      'safety_block',
      `Gemini blocked the image prompt (${blockReason})`,
      NEEDS_A_PERSON,
    )
  }
  const candidate = response.candidates?.[0]
  const image = candidate?.content?.parts?.find(
    (part) => part.inlineData?.data && part.inlineData.mimeType?.startsWith('image/'),
  )?.inlineData
  if (image?.data && image.mimeType) {
    return {
      ok: true,
      image: Buffer.from(image.data, 'base64'),
      mimeType: image.mimeType,
      durationMs,
    }
  }
  const finishReason = candidate?.finishReason
  if (finishReason && SAFETY_FINISH_REASONS.has(finishReason)) {
    return featuredImageFailure(
      'safety_block',
      `Gemini withheld the image (${finishReason})`,
      NEEDS_A_PERSON,
    )
  }
  return featuredImageFailure(
    'no_image',
    `Gemini answered without an image (finish reason ${finishReason ?? 'none'})`,
    NEEDS_A_PERSON,
  )
}
