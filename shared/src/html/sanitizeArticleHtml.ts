import sanitizeHtml from 'sanitize-html'

import {
  COIN_MENTION_ALLOWED_ATTRIBUTES,
  COIN_MENTION_ALLOWED_CLASSES,
  coinMentionSpan,
} from './coinMention'
import { TOOL_EMBED_CLASS } from '../tools/embeds/placeholder'
import { TOOL_EMBED_ATTRIBUTES, toolEmbedAttributes } from '../tools/embeds/sanitizeRules'
import { ALLOWED_LINK_SCHEMES } from './links'
import { isMediaFilePath } from './mediaPaths'
import { VIDEO_IFRAME_ATTRIBUTE_VALUES, isVideoEmbedSrc } from './videoEmbed'

/**
 * Classes the article renderer writes and the site styles: checklists, article cards, tool
 * placeholders, coin mentions.
 */
const ALLOWED_CLASSES = {
  ul: ['checklist'],
  li: ['checklist-done', 'checklist-todo'],
  div: ['article-card', TOOL_EMBED_CLASS],
  span: ['article-card-title', 'article-card-excerpt', ...COIN_MENTION_ALLOWED_CLASSES.span],
}

/** `srcset` candidates (`url 800w`) that all point into the media library, or undefined. */
function mediaSrcset(srcset: string | undefined): string | undefined {
  const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/))
  const valid = candidates.every(
    ([url, width, ...rest]) =>
      url !== undefined && isMediaFilePath(url) && /^\d{1,5}w$/.test(width ?? '') && !rest.length,
  )
  return valid && srcset ? candidates.map((candidate) => candidate.join(' ')).join(', ') : undefined
}

const dimension = (value: string | undefined) =>
  value !== undefined && /^\d{1,5}$/.test(value) ? value : undefined

const sizesList = (value: string | undefined) =>
  value !== undefined && /^[a-z0-9\s(),:.%-]{1,200}$/i.test(value) ? value : undefined

/** Only what the attributes should hold, with undefined ones left out. */
const defined = (attribs: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(attribs).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'iframe'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', ...Object.keys(VIDEO_IFRAME_ATTRIBUTE_VALUES)],
    ...Object.fromEntries(Object.keys(ALLOWED_CLASSES).map((tag) => [tag, ['class']])),
    ...COIN_MENTION_ALLOWED_ATTRIBUTES,
    div: ['class', ...TOOL_EMBED_ATTRIBUTES],
    '*': ['style', 'value'],
  },
  allowedClasses: ALLOWED_CLASSES,
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'text-decoration': [/^(underline|line-through)$/],
      'padding-inline-start': [/^\d+(\.\d+)?(px|em|rem)$/],
    },
  },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // Only a YouTube or Vimeo player, exactly in its embed form (docs/product.md#limits), and only images of the
  // media library (the site's CSP loads no other); any other frame or image goes.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isVideoEmbedSrc(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !isMediaFilePath(frame.attribs.src ?? '')),
  transformTags: {
    // The article's title is the page's only H1.
    h1: 'h2',
    // Whatever attributes were stored, a player gets its title and the same sandbox.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        title: attribs.title || 'Embedded video',
        ...VIDEO_IFRAME_ATTRIBUTE_VALUES,
      },
    }),
    // A body image loads when it comes near, with well-formed sizes or none.
    img: (tagName, attribs) => ({
      tagName,
      attribs: defined({
        src: attribs.src,
        srcset: mediaSrcset(attribs.srcset),
        sizes: sizesList(attribs.sizes),
        alt: attribs.alt ?? '',
        width: dimension(attribs.width),
        height: dimension(attribs.height),
        loading: 'lazy',
        decoding: 'async',
      }),
    }),
    span: coinMentionSpan,
    // A tool placeholder keeps its settings only when they pass the tool's schema.
    div: (tagName, attribs) => ({ tagName, attribs: toolEmbedAttributes(attribs) }),
    // Links leaving the site never get a handle on it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * Article HTML with everything a browser could execute removed: scripts, event handlers,
 * `javascript:`/`data:` URLs, frames other than a sandboxed YouTube or Vimeo player and images
 * from anywhere but the media library. The CMS applies it when it stores or serves HTML and the
 * site again when it renders, so HTML that reached the database some other way is still safe.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
