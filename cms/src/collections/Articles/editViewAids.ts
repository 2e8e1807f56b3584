import type { CollectionConfig, Field } from 'payload'

import { withBeforeDocumentControl } from '@/admin/beforeDocumentControls'

import { linkedFromEndpoint } from './linkedFrom/linkedFromEndpoint'
import { discardIfUntouchedEndpoint } from './untouchedDrafts/discardEndpoint'

/** First among the sidebar's fields: seen before the Unpublish and Delete it warns about. */
const linkedFromNotice: Field = {
  name: 'linkedFrom',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/admin/linkedFrom/LinkedFromNotice#LinkedFromNotice' },
  },
}

const DISCARD_UNTOUCHED_DRAFT = '/admin/untouchedDrafts/DiscardUntouchedDraft#DiscardUntouchedDraft'

/**
 * What the articles' edit view does for editors beyond the data model: a new article left without
 * anything typed into it is discarded, and the sidebar names the documents linking to the article.
 */
export function withEditViewAids(articles: CollectionConfig): CollectionConfig {
  const withDiscard = withBeforeDocumentControl(articles, DISCARD_UNTOUCHED_DRAFT)
  return {
    ...withDiscard,
    endpoints: [...(articles.endpoints || []), linkedFromEndpoint, discardIfUntouchedEndpoint],
    fields: [linkedFromNotice, ...articles.fields],
  }
}
