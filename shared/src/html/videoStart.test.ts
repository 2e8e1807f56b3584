import { describe, expect, it } from 'vitest'

import { videoEmbedUrl } from './videoEmbed'
import { parseVideoStartSeconds } from './videoStart'

describe('parseVideoStartSeconds', () => {
  it.each([
    ['42', 42],
    ['42s', 42],
    ['1m2s', 62],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['2h', 7200],
    [' 90 ', 90],
  ])('%j → %i', (value, seconds) => expect(parseVideoStartSeconds(value)).toBe(seconds))

  it.each([null, undefined, '', '0', '0s', 'abc', '-5', '1.5', '1m2h', '25h', '42x', '1e3'])(
    'has no start for %j',
    (value) => expect(parseVideoStartSeconds(value)).toBeNull(),
  )
})

describe('video embeds keep the start time', () => {
  const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', `${YOUTUBE}?start=42`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s', `${YOUTUBE}?start=62`],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', `${YOUTUBE}?start=42`],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', `${YOUTUBE}?start=42`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=1h0m5s', `${YOUTUBE}?start=3605`],
    [`${YOUTUBE}?start=42`, `${YOUTUBE}?start=42`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0', YOUTUBE],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon', YOUTUBE],
    ['https://vimeo.com/76979871#t=1m2s', 'https://player.vimeo.com/video/76979871#t=62s'],
    [
      'https://player.vimeo.com/video/76979871#t=62s',
      'https://player.vimeo.com/video/76979871#t=62s',
    ],
  ])('%s → %s', (url, embed) => expect(videoEmbedUrl(url)).toBe(embed))
})
