import { describe, expect, it } from 'vitest'

import { sanitizeFediverseReply } from './sanitizeFediverseReply'

describe('a reply from the social web, sanitised', () => {
  it('keeps paragraphs, breaks and links, marked as user content', () => {
    expect(
      sanitizeFediverseReply('<p>Great read<br><a href="https://x.example/@a">@a</a></p>'),
    ).toBe(
      '<p>Great read<br /><a href="https://x.example/@a" rel="nofollow ugc noopener" target="_blank">@a</a></p>',
    )
  })

  it('drops scripts, handlers, images and javascript: links', () => {
    const clean = sanitizeFediverseReply(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="https://t.example/p.gif"><a href="javascript:alert(1)">link</a></p>',
    )
    expect(clean).toBe('<p>Hi<a rel="nofollow ugc noopener" target="_blank">link</a></p>')
  })

  it('keeps the text of tags it does not allow', () => {
    expect(sanitizeFediverseReply('<span class="h-card">@alice</span> <b>yes</b>')).toBe(
      '@alice yes',
    )
  })
})
