import type { Field } from 'payload'

import { editorialCallersField, serverOnlyField } from '@/access/roles'

/**
 * Tag names the AI pipeline proposed that match no existing tag. Only the pipeline and the
 * accept/dismiss calls (proposedTagDecision.ts) change them, so an open edit form never writes
 * back proposals that were decided meanwhile. The sidebar review shows them.
 */
export const proposedTagsFields: Field[] = [
  {
    name: 'proposedTags',
    label: 'Proposed tags',
    type: 'text',
    hasMany: true,
    access: {
      read: editorialCallersField,
      create: serverOnlyField,
      update: ({ req }) => req.context.proposedTagDecided === true,
    },
    admin: { hidden: true },
  },
  {
    name: 'proposedTagsReview',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/admin/proposedTags/ProposedTagsReview#ProposedTagsReview' },
    },
  },
]
