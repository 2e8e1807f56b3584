import {
  BlocksFeature,
  HeadingFeature,
  LinkFeature,
  RelationshipFeature,
  UploadFeature,
  lexicalEditor,
  type LinkFeatureServerProps,
} from '@payloadcms/richtext-lexical'

import { BODY_HEADING_TAGS, LINK_SCHEME_NOT_ALLOWED, isAllowedLinkUrl } from '@blockwise/shared'

import { DropRemoteImagesOnPasteFeature } from '@/admin/richText/dropRemoteImagesOnPasteFeature'
import { RefusedLinksFeature } from '@/admin/richText/refusedLinksFeature'

import { CoinMentionBlock } from './coinMentionBlock'
import { TOOL_BLOCKS } from './toolBlocks'
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

/** Default features this editor configures itself. */
const CONFIGURED = new Set(['link', 'heading', 'relationship', 'upload'])

/**
 * The rich text editor of articles (docs/product.md#limits): Payload's default features (the undo history among
 * them, capped at 100 steps by patches/@payloadcms+richtext-lexical+*.patch: no feature can),
 * headings H2–H4 (the title is the page's H1), links limited to http, https, mailto and tel or to
 * another article, images of the media library, cards of other articles, YouTube/Vimeo video
 * blocks, blocks embedding the yield calculator, the watchlist or the simulator, and coins marked
 * in the text (inline blocks): each rendered for readers by lib/articleHtml. The same rules are enforced for every
 * write path by the articles' enforceRichTextRules hook. Tables are not offered.
 */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !CONFIGURED.has(feature.key)),
    HeadingFeature({ enabledHeadingSizes: [...BODY_HEADING_TAGS] }),
    // Internal links only to articles, which the served HTML turns into /articles/<slug>.
    LinkFeature({ fields: linkFields, enabledCollections: ['articles'] }),
    RelationshipFeature({ enabledCollections: ['articles'] }),
    UploadFeature({ enabledCollections: ['media'] }),
    BlocksFeature({ blocks: [VideoBlock, ...TOOL_BLOCKS], inlineBlocks: [CoinMentionBlock] }),
    DropRemoteImagesOnPasteFeature(),
    // A refused link (pasted, say) is named on the body at once, not only by a refused save.
    RefusedLinksFeature(),
  ],
})
