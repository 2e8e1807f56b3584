import type { Field } from 'payload'

/** Every step takes the monitor record it works for… */
export const stepInputSchema: Field[] = [
  { name: 'incompleteArticleId', type: 'text', required: true },
]

/** …and reports whether its part is saved. */
export const stepOutputSchema: Field[] = [{ name: 'saved', type: 'checkbox', required: true }]

/** Unexpected errors (the database, a crash) re-run the step; provider failures are handled inside. */
export const STEP_RETRIES = { attempts: 2, backoff: { type: 'exponential', delay: 5000 } } as const
