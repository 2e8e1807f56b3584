import type { Field } from 'payload'

import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_SHOWN_LENGTH,
  SOCIAL_TITLE_MAX_LENGTH,
  TITLE_SHOWN_LENGTH,
  checkCanonicalUrl,
  checkMetaDescription,
  checkSocialTitle,
  normalizedCanonicalUrl,
} from '@blockwise/shared/seo/articleSeo'

import { env } from '@/env'

/** Stored as the page writes it (articleSeo.ts), so the site's HTML and the API say the same. */
const storeCanonicalNormalized = ({ value }: { value?: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? normalizedCanonicalUrl(value) : null

/**
 * An article's own search and social texts (docs/product.md#article-seo), each empty by default
 * (the site then describes the article as it always did), with a live preview of the search
 * result and the social card beside them.
 */
export const articleSeoFields: Field = {
  name: 'seo',
  label: 'SEO & social',
  type: 'group',
  admin: {
    description: 'Leave any of these empty to keep what the site shows by default.',
  },
  fields: [
    {
      name: 'description',
      label: 'Meta description',
      type: 'textarea',
      validate: (value: unknown) => checkMetaDescription(value),
      admin: {
        description: `Plain text shown under the title in search results and on social cards instead of the excerpt. Search engines show about ${META_DESCRIPTION_SHOWN_LENGTH} characters; at most ${META_DESCRIPTION_MAX_LENGTH}.`,
      },
    },
    {
      name: 'socialTitle',
      label: 'Social title',
      type: 'text',
      validate: (value: unknown) => checkSocialTitle(value),
      admin: {
        description: `The title of the card when the article is shared, instead of the SEO title (or the title). Cards show about ${TITLE_SHOWN_LENGTH} characters; at most ${SOCIAL_TITLE_MAX_LENGTH}.`,
      },
    },
    {
      name: 'socialImage',
      label: 'Social image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'The image of the card when the article is shared, cropped to 1200×630. Without one, the featured image is.',
      },
    },
    {
      name: 'canonicalUrl',
      label: 'Canonical URL',
      type: 'text',
      hooks: { beforeValidate: [storeCanonicalNormalized] },
      validate: (value: unknown) => checkCanonicalUrl(value),
      admin: {
        description:
          'Only for a syndicated article: the https:// address of the original, which search engines then rank instead of this page.',
      },
    },
    {
      name: 'noindex',
      label: 'Hide from search engines (noindex)',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Asks search engines not to list the article, and leaves it out of the sitemap. Readers can still open and share it.',
      },
    },
    {
      name: 'seoPreview',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: {
          Field: {
            path: '/admin/seoPreview/SeoPreview#SeoPreview',
            clientProps: { siteUrl: env.siteUrl },
          },
        },
      },
    },
  ],
}
