import type { Field, TaskConfig, TaskHandler } from 'payload'

type StepSlug = 'writeArticleText' | 'drawFeaturedImage' | 'publishGeneratedArticle'

/** Every step takes the monitor record it works for… */
const stepInputSchema: Field[] = [{ name: 'incompleteArticleId', type: 'text', required: true }]

/** …and reports whether its part is saved. */
const stepOutputSchema: Field[] = [{ name: 'saved', type: 'checkbox', required: true }]

/** Unexpected errors (the database, a crash) re-run the step; provider failures are handled inside. */
const STEP_RETRIES = { attempts: 2, backoff: { type: 'exponential', delay: 5000 } } as const

/** One step of the generation workflow as a Payload task. */
export function generationStep<S extends StepSlug>(
  slug: S,
  label: string,
  handler: TaskHandler<S>,
): TaskConfig<S> {
  return {
    // Payload types the slug conditionally; every StepSlug is a registered task.
    slug: slug as TaskConfig<S>['slug'],
    label,
    inputSchema: stepInputSchema,
    outputSchema: stepOutputSchema,
    retries: STEP_RETRIES,
    handler,
  }
}
