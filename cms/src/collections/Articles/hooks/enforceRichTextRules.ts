import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import {
  LINK_SCHEME_NOT_ALLOWED,
  VIDEO_HOST_NOT_ALLOWED,
  isAllowedLinkUrl,
  videoEmbedUrl,
} from '@blockwise/shared'

import type { Article } from '@/payload-types'

interface LexicalNode {
  type?: unknown
  fields?: { url?: unknown; linkType?: unknown; blockType?: unknown } | null
  children?: unknown
}

/** Far deeper than any list or quote an editor makes; deeper input is hostile. */
const MAX_DEPTH = 100

/** The first rule a node breaks (with its video URL normalised in place), or null. */
function checkNode(node: LexicalNode, depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'The content is nested too deeply'
  const fields = node.fields
  // Only a link node can be internal (an autolink always carries its URL).
  if (node.type === 'autolink' || (node.type === 'link' && fields?.linkType !== 'internal')) {
    if (typeof fields?.url !== 'string' || !isAllowedLinkUrl(fields.url))
      return LINK_SCHEME_NOT_ALLOWED
  }
  if (node.type === 'block' && fields?.blockType === 'video') {
    const embed = typeof fields.url === 'string' ? videoEmbedUrl(fields.url) : null
    if (!embed) return VIDEO_HOST_NOT_ALLOWED
    fields.url = embed
  }
  if (Array.isArray(node.children)) {
    for (const child of node.children as LexicalNode[]) {
      const problem = child && typeof child === 'object' ? checkNode(child, depth + 1) : null
      if (problem) return problem
    }
  }
  return null
}

/**
 * SPEC §9 for every write path (admin, REST, GraphQL, Local API): links only http, https, mailto
 * and tel; video blocks only YouTube or Vimeo, stored in their embed form.
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
