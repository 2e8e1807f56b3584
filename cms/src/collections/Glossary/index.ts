import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { CollectionConfig } from 'payload'

import {
  GLOSSARY_ALIASES_MAX,
  GLOSSARY_EXPLANATION_MAX,
  GLOSSARY_RELATED_MAX,
  GLOSSARY_SHORT_DEFINITION_MAX,
  GLOSSARY_TERM_MAX,
} from '@blockwise/shared/schemas/glossary'

import { anyone, editorialCallers } from '@/access/roles'
import { glossaryChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { uniqueSlugFrom } from '@/hooks/uniqueSlug'

import { refuseNameClashes, tidyNames } from './uniqueNames'

export const Glossary: CollectionConfig = {
  slug: 'glossary',
  labels: { singular: 'Glossary term', plural: 'Glossary' },
  admin: { useAsTitle: 'term', defaultColumns: ['term', 'slug', 'shortDefinition'] },
  defaultSort: 'term',
  access: {
    read: anyone,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeValidate: [tidyNames, uniqueSlugFrom('term')],
    beforeChange: [refuseNameClashes],
    // Article pages link the terms' first mentions, the glossary pages show them.
    afterChange: [revalidateAfterChange(NEXT_TAG_OF_CHANGE['glossary term'], glossaryChangeKeys)],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE['glossary term'], glossaryChangeKeys)],
  },
  fields: [
    { name: 'term', type: 'text', required: true, unique: true, maxLength: GLOSSARY_TERM_MAX },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Leave empty to derive it from the term.' },
    },
    {
      name: 'aliases',
      type: 'text',
      hasMany: true,
      maxRows: GLOSSARY_ALIASES_MAX,
      maxLength: GLOSSARY_TERM_MAX,
      admin: {
        description:
          'Other names readers meet, e.g. “APY” or “annual percentage yield”. Their mentions link too; no two terms may share a name.',
      },
    },
    {
      name: 'shortDefinition',
      type: 'textarea',
      required: true,
      maxLength: GLOSSARY_SHORT_DEFINITION_MAX,
      admin: {
        description: `Plain text, at most ${GLOSSARY_SHORT_DEFINITION_MAX} characters: what the popover on a mention in an article shows.`,
      },
    },
    {
      name: 'explanation',
      type: 'textarea',
      maxLength: GLOSSARY_EXPLANATION_MAX,
      admin: {
        rows: 12,
        description: 'Plain text for the term’s page; leave a blank line between paragraphs.',
      },
    },
    {
      name: 'relatedTerms',
      type: 'relationship',
      relationTo: 'glossary',
      hasMany: true,
      maxRows: GLOSSARY_RELATED_MAX,
      // A related term comes with its own related terms as ids: the self-relation never recurses.
      maxDepth: 1,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'relatedArticles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: GLOSSARY_RELATED_MAX,
      maxDepth: 1,
      admin: { description: 'Only published ones are shown to readers.' },
    },
  ],
}
