import { escapeHtml } from '@blockwise/shared'

import type { BodyMedia } from './articleReferences'

/** The body column is at most 860 px wide (the site's article layout); phones use the viewport. */
const BODY_IMAGE_SIZES = '(min-width: 900px) 860px, 100vw'

/** Every stored rendition of the image with its width, narrowest first, each width once. */
function renditions(media: BodyMedia): Array<{ url: string; width: number }> {
  const candidates = [
    ...Object.values(media.sizes ?? {}).map((size) => ({ url: size?.url, width: size?.width })),
    { url: media.url, width: media.width },
  ]
  const byWidth = new Map<number, string>()
  for (const { url, width } of candidates)
    if (url && width && !byWidth.has(width)) byWidth.set(width, url)
  return [...byWidth].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }))
}

/**
 * An image of the media library inserted into an article body: a responsive, lazily loaded
 * `<img>` with the media's own alt text and size, captioned with its credit when it has one.
 * Nothing for a file that is not an image or has no URL.
 */
export function bodyImageHtml(media: BodyMedia): string {
  if (!media.url || !media.mimeType?.startsWith('image/')) return ''
  const sources = renditions(media)
  const attributes = [
    `src="${escapeHtml(media.url)}"`,
    sources.length > 1 &&
      `srcset="${escapeHtml(sources.map(({ url, width }) => `${url} ${width}w`).join(', '))}"`,
    sources.length > 1 && `sizes="${BODY_IMAGE_SIZES}"`,
    `alt="${escapeHtml(media.alt ?? '')}"`,
    media.width && `width="${media.width}"`,
    media.height && `height="${media.height}"`,
    'loading="lazy"',
    'decoding="async"',
  ].filter(Boolean)
  const caption = media.credit?.trim()
    ? `<figcaption>${escapeHtml(media.credit.trim())}</figcaption>`
    : ''
  return `<figure><img ${attributes.join(' ')} />${caption}</figure>`
}
