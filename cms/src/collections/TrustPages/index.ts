import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { CollectionConfig } from 'payload'

import {
  TRUST_PAGE_DESCRIPTION_MAX,
  TRUST_PAGE_SLUGS,
  TRUST_PAGE_TITLE_MAX,
  trustPageSlugProblem,
} from '@blockwise/shared/trustPages'

import { editorialCallers, serverOnlyField } from '@/access/roles'
import { enforceRichTextRules } from '@/collections/Articles/hooks/enforceRichTextRules'
import { keepDraftsFromReaders } from '@/collections/Articles/hooks/keepDraftsFromReaders'
import { trustPageChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { NATIVE_API_BODY_LIMIT } from '@/nativeApi/bodyLimit'

import { publishedTrustPagesOrEditor } from './access'
import { storeReadersHtml } from './storeReadersHtml'

/** How many versions each page keeps; older ones are deleted as new ones are saved. */
const TRUST_PAGE_VERSIONS_KEPT = 50

/**
 * About, Editorial standards, AI policy and Corrections policy: the pages at /{slug} that tell
 * readers who writes the publication and how. Editors save drafts and publish them; readers (and
 * the site) get the published version.
 */
export const TrustPages: CollectionConfig = {
  slug: 'trust-pages',
  labels: { singular: 'Trust page', plural: 'Trust pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description: `The pages the site's footer links: ${TRUST_PAGE_SLUGS.map((slug) => `/${slug}`).join(', ')}.`,
  },
  defaultSort: 'title',
  versions: { drafts: true, maxPerDoc: TRUST_PAGE_VERSIONS_KEPT },
  access: {
    read: publishedTrustPagesOrEditor,
    readVersions: editorialCallers,
    create: editorialCallers,
    update: editorialCallers,
    delete: editorialCallers,
  },
  hooks: {
    beforeOperation: [keepDraftsFromReaders],
    beforeValidate: [enforceRichTextRules],
    beforeChange: [storeReadersHtml],
    afterChange: [revalidateAfterChange(NEXT_TAG_OF_CHANGE['trust page'], trustPageChangeKeys)],
    afterDelete: [revalidateAfterDelete(NEXT_TAG_OF_CHANGE['trust page'], trustPageChangeKeys)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: TRUST_PAGE_TITLE_MAX },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) => trustPageSlugProblem(value) ?? true,
      admin: {
        position: 'sidebar',
        description: `The page's address, one of: ${TRUST_PAGE_SLUGS.join(', ')}.`,
      },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: TRUST_PAGE_DESCRIPTION_MAX,
      admin: {
        description:
          'One or two sentences: what search results and shared links show under the title.',
      },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'contentHtml',
      label: 'Content (HTML)',
      type: 'textarea',
      // As an article's: bounded by the body the native API accepts, not Payload's 40,000.
      maxLength: NATIVE_API_BODY_LIMIT,
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { hidden: true },
    },
  ],
}
