import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import {
  BODY_HEADING_TAGS,
  COIN_MENTION_BLOCK,
  BODY_NODE_TYPES,
  BODY_RELATIONSHIP_NOT_ALLOWED,
  BODY_UPLOAD_NOT_ALLOWED,
  HEADING_NOT_ALLOWED,
  LINK_SCHEME_NOT_ALLOWED,
  VIDEO_HOST_NOT_ALLOWED,
  bodyNodeNotAllowed,
  coinMentionProblem,
  isAllowedLinkUrl,
  videoEmbedUrl,
} from '@blockwise/shared'
import { isToolBlockType, toolEmbedFromBlock } from '@blockwise/shared/tools/embeds/blocks'

import type { Article } from '@/payload-types'

interface LexicalNode {
  type?: unknown
  tag?: unknown
  relationTo?: unknown
  fields?: { url?: unknown; linkType?: unknown; blockType?: unknown } | null
  children?: unknown
}

/** Far deeper than any list or quote an editor makes; deeper input is hostile. */
const MAX_DEPTH = 100

/** The rule the node itself (not its children) breaks, with its video URL normalised in place. */
function checkOwnNode(node: LexicalNode): string | null {
  const { type, fields } = node
  if (typeof type !== 'string' || !BODY_NODE_TYPES.has(type))
    return bodyNodeNotAllowed(String(type))
  // Only a link node can be internal (an autolink always carries its URL).
  if (type === 'autolink' || (type === 'link' && fields?.linkType !== 'internal')) {
    if (typeof fields?.url !== 'string' || !isAllowedLinkUrl(fields.url))
      return LINK_SCHEME_NOT_ALLOWED
  }
  if (type === 'heading' && !(BODY_HEADING_TAGS as readonly unknown[]).includes(node.tag))
    return HEADING_NOT_ALLOWED
  if (type === 'upload' && node.relationTo !== 'media') return BODY_UPLOAD_NOT_ALLOWED
  if (type === 'relationship' && node.relationTo !== 'articles')
    return BODY_RELATIONSHIP_NOT_ALLOWED
  if (type === 'block' && isToolBlockType(fields?.blockType)) {
    const result = toolEmbedFromBlock(fields.blockType, fields)
    return result.ok ? null : (result.issues[0]?.message ?? null)
  }
  if (type === 'block') {
    if (fields?.blockType !== 'video') return bodyNodeNotAllowed(String(fields?.blockType))
    const embed = typeof fields.url === 'string' ? videoEmbedUrl(fields.url) : null
    if (!embed) return VIDEO_HOST_NOT_ALLOWED
    fields.url = embed
  }
  if (type === 'inlineBlock') {
    if (fields?.blockType !== COIN_MENTION_BLOCK)
      return bodyNodeNotAllowed(String(fields?.blockType))
    return coinMentionProblem(fields)
  }
  return null
}

/** The first rule a node or one of its descendants breaks, or null. */
function checkNode(node: LexicalNode, depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'The content is nested too deeply'
  const problem = depth === 0 ? null : checkOwnNode(node)
  if (problem) return problem
  if (Array.isArray(node.children)) {
    for (const child of node.children as LexicalNode[]) {
      const problem =
        child && typeof child === 'object'
          ? checkNode(child, depth + 1)
          : bodyNodeNotAllowed(typeof child)
      if (problem) return problem
    }
  }
  return null
}

/**
 * docs/product.md#limits for every write path (admin, REST, GraphQL, Local API): only the nodes the article
 * editor offers (so readers see everything in the body); headings H2–H4; links only http, https,
 * mailto and tel; images only from the media library; cards only of articles; video blocks only
 * YouTube or Vimeo, stored in their embed form; coin mentions only with a well-formed CoinGecko id,
 * symbol, name and text; tool blocks only with settings their tool accepts.
 */
export const enforceRichTextRules: CollectionBeforeValidateHook<Article> = ({ data, req }) => {
  const root = (data?.content as { root?: LexicalNode } | null | undefined)?.root
  if (!root || typeof root !== 'object') return data
  const problem = checkNode(root)
  if (problem)
    throw new ValidationError(
      { collection: 'articles', errors: [{ message: problem, path: 'content' }] },
      req.t,
    )
  return data
}
