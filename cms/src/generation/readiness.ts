import { env } from '@/env'

import { ARTICLE_TEXT_NOT_CONFIGURED } from './providers/anthropic'
import { FEATURED_IMAGE_NOT_CONFIGURED } from './providers/google'

export type GenerationStep = 'text' | 'image'

const MISSING: Record<GenerationStep, () => string | null> = {
  text: () => (env.anthropicApiKey ? null : ARTICLE_TEXT_NOT_CONFIGURED),
  image: () => (env.googleApiKey ? null : FEATURED_IMAGE_NOT_CONFIGURED),
}

/** What stops the given steps from running: missing API keys, named so an editor can fix them. */
export function generationProblems(steps: GenerationStep[] = ['text', 'image']): string[] {
  return steps.flatMap((step) => MISSING[step]() ?? [])
}
