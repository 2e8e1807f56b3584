import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

import { Script, startFakeServer, type FakeReply, type FakeServer } from './fakeServer'
import { controlSurface, scriptedFakeClient } from './scriptControl'

/** How the fake answers one POST /v1beta/models/{model}:generateContent. */
const GOOGLE_STEPS = [
  'ok',
  'prompt_blocked',
  'image_safety',
  'no_image',
  'rate_limited',
  'server_error',
  'slow',
] as const
export type GoogleStep = (typeof GOOGLE_STEPS)[number]

export interface GoogleFake extends FakeServer {
  /** Queue the next answers; once used up, every request succeeds. */
  script: (...steps: GoogleStep[]) => void
  /** The PNG the fake's Gemini draws. */
  image: Buffer
}

/** Gemini image models answer 16:9 requests with 1344×768 pictures. */
export const FAKE_IMAGE_SIZE = { width: 1344, height: 768 }
export const FAKE_RETRY_DELAY_SECONDS = 31

const GENERATE_CONTENT = /^\/v1beta\/models\/([^/:]+):generateContent$/

function googleError(
  code: number,
  status: string,
  message: string,
  details: unknown[] = [],
): FakeReply {
  return { status: code, body: { error: { code, message, status, details } } }
}

async function drawImage(): Promise<Buffer> {
  const { width, height } = FAKE_IMAGE_SIZE
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1e1b4b"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f7931a"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

function generateContentResponse(
  model: string,
  fields: Record<string, unknown>,
  delayMs = 0,
): FakeReply {
  return {
    status: 200,
    delayMs,
    body: {
      ...fields,
      usageMetadata: { promptTokenCount: 48, candidatesTokenCount: 1290, totalTokenCount: 1338 },
      modelVersion: model,
      responseId: randomBytes(12).toString('base64url'),
    },
  }
}

function answer(step: GoogleStep, model: string, image: Buffer, slowMs: number): FakeReply {
  const candidate = (parts: unknown[], finishReason = 'STOP') => ({
    candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
  })
  const withImage = candidate([
    { text: 'Here is a featured illustration.' },
    { inlineData: { mimeType: 'image/png', data: image.toString('base64') } },
  ])
  switch (step) {
    case 'ok':
      return generateContentResponse(model, withImage)
    case 'slow':
      return generateContentResponse(model, withImage, slowMs)
    case 'prompt_blocked':
      return generateContentResponse(model, {
        promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
      })
    case 'image_safety':
      return generateContentResponse(model, {
        candidates: [{ finishReason: 'IMAGE_SAFETY', index: 0 }],
      })
    case 'no_image':
      return generateContentResponse(
        model,
        candidate([{ text: 'I can describe that picture, but I cannot draw it.' }]),
      )
    case 'rate_limited':
      return googleError(
        429,
        'RESOURCE_EXHAUSTED',
        'Resource has been exhausted (e.g. check quota).',
        [
          {
            '@type': 'type.googleapis.com/google.rpc.RetryInfo',
            retryDelay: `${FAKE_RETRY_DELAY_SECONDS}s`,
          },
        ],
      )
    case 'server_error':
      return googleError(500, 'INTERNAL', 'An internal error has occurred. Please retry.')
  }
}

/**
 * A local Gemini API (`POST /v1beta/models/{model}:generateContent`) that checks the key as the
 * real one does, then answers with the scripted step and a real PNG made with sharp. Scripted
 * in-process with `script()`, or over HTTP (see scriptControl.ts) with `googleControl`.
 */
export async function startGoogleFake(options: {
  apiKey: string
  /** How long a 'slow' answer is held back. */
  slowMs?: number
}): Promise<GoogleFake> {
  const image = await drawImage()
  const script = new Script<GoogleStep>('ok')
  const control = controlSurface(script, GOOGLE_STEPS, () => server.requests)
  const server = await startFakeServer((request) => {
    const controlled = control(request)
    if (controlled) return controlled
    const model = GENERATE_CONTENT.exec(request.path)?.[1]
    if (request.method !== 'POST' || !model) {
      return googleError(404, 'NOT_FOUND', `Unknown path ${request.path}`)
    }
    if (request.headers['x-goog-api-key'] !== options.apiKey) {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        'API key not valid. Please pass a valid API key.',
        [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
          },
        ],
      )
    }
    return answer(script.next(), model, image, options.slowMs ?? 5_000)
  })
  return { ...server, image, script: (...steps) => script.set(...steps) }
}

/** Scripts a fake Gemini started in another process, through its URL. */
export const googleControl = scriptedFakeClient<GoogleStep>()
