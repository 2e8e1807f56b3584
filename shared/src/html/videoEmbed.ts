import { escapeHtml } from '../text'

import { videoStartSeconds } from './videoStart'

/** The video hosts an article may embed (docs/product.md#limits: two known hosts, rewritten to embed form). */
export const VIDEO_HOST_NOT_ALLOWED = 'Only YouTube and Vimeo videos can be embedded'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1]
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  const [, kind, id] = url.pathname.split('/')
  return kind && ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : undefined
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined
  const parts = url.pathname.split('/').filter(Boolean)
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined
  // vimeo.com/{id}, vimeo.com/channels/{name}/{id}, vimeo.com/groups/{name}/videos/{id}
  return parts.at(-1)
}

/**
 * The embed URL of a YouTube or Vimeo video (`https://www.youtube-nocookie.com/embed/{id}`,
 * `https://player.vimeo.com/video/{id}`), from any of the URLs people paste, keeping the start
 * time they ask for (`?start={seconds}` for YouTube, `#t={seconds}s` for Vimeo); null for
 * anything else, including other hosts.
 */
export function videoEmbedUrl(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const start = videoStartSeconds(url)
  const youtube = youtubeId(url)
  if (youtube !== undefined) {
    if (!YOUTUBE_ID.test(youtube)) return null
    return `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}`
  }
  const vimeo = vimeoId(url)
  if (vimeo !== undefined) {
    if (!VIMEO_ID.test(vimeo)) return null
    return `https://player.vimeo.com/video/${vimeo}${start ? `#t=${start}s` : ''}`
  }
  return null
}

/** Exactly the iframe sources articles may hold: the embed forms above and nothing else. */
export function isVideoEmbedSrc(src: string): boolean {
  return /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?start=\d{1,5})?|player\.vimeo\.com\/video\/\d{1,12}(#t=\d{1,5}s)?)$/.test(
    src,
  )
}

/** Fixed attributes of every video iframe; the sanitizer puts them back whatever was stored. */
export const VIDEO_IFRAME_ATTRIBUTE_VALUES = {
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  allow: 'encrypted-media; picture-in-picture; fullscreen',
  allowfullscreen: '',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
} as const

const VIDEO_IFRAME_ATTRIBUTES = Object.entries(VIDEO_IFRAME_ATTRIBUTE_VALUES)
  .map(([name, value]) => (value === '' ? name : `${name}="${value}"`))
  .join(' ')

/** The embed as article HTML: a titled iframe, sandboxed to what the players need. */
export function videoEmbedHtml(embedUrl: string, title = 'Embedded video'): string {
  if (!isVideoEmbedSrc(embedUrl)) return ''
  return `<iframe src="${embedUrl}" title="${escapeHtml(title)}" ${VIDEO_IFRAME_ATTRIBUTES}></iframe>`
}
