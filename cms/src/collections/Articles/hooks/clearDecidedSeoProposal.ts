import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/** Clears the proposal once decided (the field is server-only, so the editor cannot clear it). */
export const clearDecidedSeoProposal: CollectionBeforeChangeHook<Article> = ({ data, context }) => {
  if (context.seoTitleDecided) data.generation = { ...data.generation, proposedSeoTitle: null }
  return data
}
