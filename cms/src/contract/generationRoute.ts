import {
  GenerationAlreadyRunning,
  GenerationNotConfigured,
  GenerationStillRunning,
} from '@/generation/generationErrors'
import { UnknownAuthor } from '@/generation/startGeneration'

import { errorResponse } from './http'

/** The generation pipeline's refusals as contract errors; anything else is unexpected. */
export async function answerGenerationErrors(action: () => Promise<Response>): Promise<Response> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof GenerationNotConfigured) return errorResponse(503, error.message)
    if (error instanceof GenerationAlreadyRunning || error instanceof GenerationStillRunning)
      return errorResponse(409, error.message)
    if (error instanceof UnknownAuthor) return errorResponse(400, error.message)
    throw error
  }
}
