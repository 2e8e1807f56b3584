import { describe, expect, it } from 'vitest'

import { isAllowedLinkUrl } from './links'
import { videoEmbedUrl } from './videoEmbed'

describe('links (docs/product.md#limits: http, https, mailto, tel)', () => {
  it.each([
    'https://ethereum.org/en/',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:editor@blockwise.example',
    'tel:+15550100',
    '/news',
    '#key-points',
    '?page=2',
  ])('allows %s', (url) => expect(isAllowedLinkUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    'example.com',
    '',
    '   ',
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false))
})

describe('video embeds', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('%s → %s', (url, embed) => expect(videoEmbedUrl(url)).toBe(embed))

  it.each([
    'https://dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://vimeo.com/not-a-number',
    'javascript:alert(1)',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (url) => expect(videoEmbedUrl(url)).toBeNull())
})
