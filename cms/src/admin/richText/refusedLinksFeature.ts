import { createServerFeature } from '@payloadcms/richtext-lexical'

/** Registers RefusedLinks.tsx with an editor. */
export const RefusedLinksFeature = createServerFeature({
  key: 'refusedLinks',
  feature: { ClientFeature: '/admin/richText/RefusedLinks#RefusedLinksFeature' },
})
