import { describe, expect, it } from 'vitest'

import { SHARE_NETWORKS, SHARE_WINDOW_FEATURES, shareUrl } from './share'

describe('shareUrl', () => {
  it('encodes the page and text for every network', () => {
    for (const network of SHARE_NETWORKS) {
      const url = new URL(
        shareUrl(network, 'https://blockwise.example/articles/a?b=c&d', 'Hi & bye'),
      )
      expect(url.protocol).toBe('https:')
      expect(url.search).toContain(encodeURIComponent('https://blockwise.example/articles/a?b=c&d'))
    }
    expect(shareUrl('twitter', 'https://x.example', 'Hi & bye')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.example&text=Hi%20%26%20bye',
    )
  })

  it('opens a 600×400 window', () => {
    expect(SHARE_WINDOW_FEATURES).toMatch(/^width=600,height=400/)
  })
})
