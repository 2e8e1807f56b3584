import sanitizeHtml from 'sanitize-html'

import { ALLOWED_LINK_SCHEMES } from './links'
import { VIDEO_IFRAME_ATTRIBUTE_VALUES, isVideoEmbedSrc } from './videoEmbed'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'title', ...Object.keys(VIDEO_IFRAME_ATTRIBUTE_VALUES)],
    '*': ['style', 'value'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'text-decoration': [/^(underline|line-through)$/],
      'padding-inline-start': [/^\d+(\.\d+)?(px|em|rem)$/],
    },
  },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // Only a YouTube or Vimeo player, exactly in its embed form (SPEC §9); any other frame goes.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isVideoEmbedSrc(frame.attribs.src ?? ''),
  transformTags: {
    // Whatever attributes were stored, a player gets its title and the same sandbox.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        title: attribs.title || 'Embedded video',
        ...VIDEO_IFRAME_ATTRIBUTE_VALUES,
      },
    }),
    // Links leaving the site never get a handle on it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * Article HTML with everything a browser could execute removed: scripts, event handlers,
 * `javascript:`/`data:` URLs and frames other than a sandboxed YouTube or Vimeo player. The CMS applies it when it stores HTML and the site again when it
 * renders, so HTML that reached the database some other way is still safe.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
