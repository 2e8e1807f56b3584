import {
  BlocksFeature,
  LinkFeature,
  lexicalEditor,
  type LinkFeatureServerProps,
} from '@payloadcms/richtext-lexical'

import { LINK_SCHEME_NOT_ALLOWED, isAllowedLinkUrl } from '@blockwise/shared'

import { DropRemoteImagesOnPasteFeature } from '@/admin/richText/dropRemoteImagesOnPasteFeature'

import { VideoBlock } from './videoBlock'

/** The link drawer's URL field, refusing schemes other than http, https, mailto and tel. */
const linkFields: LinkFeatureServerProps['fields'] = ({ defaultFields }) =>
  defaultFields.map((field) =>
    'name' in field && field.name === 'url' && field.type === 'text'
      ? {
          ...field,
          validate: (value: unknown, options: { siblingData?: { linkType?: string } }) => {
            if (options.siblingData?.linkType === 'internal') return true
            return typeof value === 'string' && isAllowedLinkUrl(value)
              ? true
              : LINK_SCHEME_NOT_ALLOWED
          },
        }
      : field,
  )

/**
 * The rich text editor of articles (SPEC §9): Payload's default features (the undo history among
 * them, capped at 100 steps by patches/@payloadcms+richtext-lexical+*.patch: no feature can),
 * links limited to http, https, mailto and tel or to another article, and YouTube/Vimeo video
 * blocks. The same rules are enforced for every write path by the articles' enforceRichTextRules
 * hook.
 */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    // Internal links only to articles, which the served HTML turns into /articles/<slug>.
    LinkFeature({ fields: linkFields, enabledCollections: ['articles'] }),
    BlocksFeature({ blocks: [VideoBlock] }),
    DropRemoteImagesOnPasteFeature(),
  ],
})
