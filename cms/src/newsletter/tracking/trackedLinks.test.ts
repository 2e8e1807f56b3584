import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { env } from '@/env'

import { isClickSigned } from './signature'
import { trackedLinks, trackedTextLinks } from './trackedLinks'

const ISSUE = '0b9c3f7e-6a51-4d0e-9f3a-2c1d5e8b7a60'
const CLICK = `${env.siteUrl}/api/newsletter/click?`

const mail = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Blockwise</title></head><body>${body}</body></html>`

function hrefs(html: string): string[] {
  const anchors = new JSDOM(html).window.document.querySelectorAll('a[href]')
  return [...anchors].map((anchor) => anchor.getAttribute('href')!)
}

/** The link a tracked href leads to, once its signature is checked. */
function destinationOf(href: string): string {
  const query = new URL(href).searchParams
  expect(query.get('i')).toBe(ISSUE)
  expect(isClickSigned(ISSUE, query.get('u')!, query.get('s')!)).toBe(true)
  return query.get('u')!
}

describe('trackedLinks', () => {
  it('sends every web link through the signed click redirect, to the URL as written', () => {
    const article = `${env.siteUrl}/articles/what-is-defi`
    const outside = 'http://example.org/a?b=1&c=2'
    const html = trackedLinks(
      mail(`<a href="${article}">Read</a><p><a href="http://example.org/a?b=1&amp;c=2">x</a></p>`),
      ISSUE,
    )
    const [first, second] = hrefs(html)
    expect(first!.startsWith(CLICK)).toBe(true)
    expect(destinationOf(first!)).toBe(article)
    expect(destinationOf(second!)).toBe(outside)
  })

  it('leaves unsubscribe links, mailto:, other schemes, anchors without href and its placeholders alone', () => {
    const unsubscribe = `${env.siteUrl}/newsletter/unsubscribe?token=abc.def&issue=${ISSUE}`
    const oneClick = `${env.siteUrl}/api/newsletter/unsubscribe?token=abc.def`
    const body = [
      `<a href="${unsubscribe.replace('&', '&amp;')}">Unsubscribe</a>`,
      `<a href="${oneClick}">One click</a>`,
      '<a href="mailto:editors@blockwise.example">Write to us</a>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="%%UNSUBSCRIBE_PAGE%%">Unsubscribe</a>',
      '<a name="top">top</a>',
    ].join('')
    expect(hrefs(trackedLinks(mail(body), ISSUE))).toEqual([
      unsubscribe,
      oneClick,
      'mailto:editors@blockwise.example',
      'javascript:alert(1)',
      '%%UNSUBSCRIBE_PAGE%%',
    ])
  })

  it('changes nothing but the links: every other byte stays as written', () => {
    const rest =
      '<p style="margin:0">Hi %%READER_NAME%%, a short week &#60;3</p><img src="https://cdn.example/a.png" alt="">'
    const html = trackedLinks(mail(`${rest}<a class="x" href="https://example.org/">x</a>`), ISSUE)
    const tracked = new JSDOM(html).window.document.querySelector('a')!.getAttribute('href')!
    const escaped = tracked.replaceAll('&', '&#38;')
    expect(html).toBe(mail(`${rest}<a class="x" href="${escaped}">x</a>`))
  })

  it('tracks a link once only', () => {
    const once = trackedLinks(mail('<a href="https://example.org/">x</a>'), ISSUE)
    expect(trackedLinks(once, ISSUE)).toBe(once)
  })

  it('does not take an href for a link because it is written inside text or a comment', () => {
    const html = trackedLinks(
      mail('<p>href="https://example.org/"</p><!-- <a href="https://example.org/"> -->'),
      ISSUE,
    )
    expect(html).not.toContain(CLICK)
  })
})

describe('trackedTextLinks', () => {
  it('tracks the URLs of the text part, not the punctuation after them or the unsubscribe page', () => {
    const article = `${env.siteUrl}/articles/what-is-defi`
    const text = `5 min read: ${article}\nSee https://example.org/x.\nUnsubscribe: %%UNSUBSCRIBE_PAGE%%`
    const [line1, line2, line3] = trackedTextLinks(text, ISSUE).split('\n')
    expect(destinationOf(line1!.slice('5 min read: '.length))).toBe(article)
    expect(line2!.endsWith('.')).toBe(true)
    expect(destinationOf(line2!.slice('See '.length, -1))).toBe('https://example.org/x')
    expect(line3).toBe('Unsubscribe: %%UNSUBSCRIBE_PAGE%%')
  })
})
