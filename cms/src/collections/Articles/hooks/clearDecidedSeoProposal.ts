import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/** Set by the accept/reject SEO title calls: the editor has decided on the pipeline's proposal. */
export const SEO_TITLE_DECIDED_CONTEXT = 'seoTitleDecided'

/** Clears the proposal once decided (the field is server-only, so the editor cannot clear it). */
export const clearDecidedSeoProposal: CollectionBeforeChangeHook<Article> = ({ data, context }) => {
  if (context[SEO_TITLE_DECIDED_CONTEXT])
    data.generation = { ...data.generation, proposedSeoTitle: null }
  return data
}
