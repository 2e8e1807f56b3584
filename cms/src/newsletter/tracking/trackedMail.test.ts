import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { env } from '@/env'

import { renderDigest } from '../digest/renderDigest'

import { isOpenSigned } from './signature'
import { trackedMail } from './trackedMail'

const ISSUE = '0b9c3f7e-6a51-4d0e-9f3a-2c1d5e8b7a60'
const digest = renderDigest({ subject: 'This week', intro: 'Hello', articles: [] })

const pixelsOf = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll('img')].filter((image) =>
    image.getAttribute('src')?.startsWith(`${env.siteUrl}/api/newsletter/open?`),
  )

describe('trackedMail', () => {
  it('with open tracking, ends the HTML with a signed, invisible 1×1 pixel', () => {
    const [pixel, ...more] = pixelsOf(trackedMail(digest, ISSUE, true).html)
    expect(more).toEqual([])
    expect(pixel?.getAttribute('width')).toBe('1')
    expect(pixel?.getAttribute('height')).toBe('1')
    expect(pixel?.getAttribute('alt')).toBe('')
    const query = new URL(pixel!.getAttribute('src')!).searchParams
    expect(query.get('i')).toBe(ISSUE)
    expect(isOpenSigned(ISSUE, query.get('s')!)).toBe(true)
  })

  it('without it, the mail has no pixel and its text part none either', () => {
    const mail = trackedMail(digest, ISSUE, false)
    expect(pixelsOf(mail.html)).toEqual([])
    expect(mail.text).not.toContain('/api/newsletter/open')
  })

  it('tracks the masthead link of both parts but keeps the per-reader placeholders', () => {
    const mail = trackedMail(digest, ISSUE, false)
    const masthead = new JSDOM(mail.html).window.document.querySelector('a')!
    expect(masthead.getAttribute('href')).toMatch(`${env.siteUrl}/api/newsletter/click?`)
    expect(mail.html).toContain('%%UNSUBSCRIBE_PAGE%%')
    expect(mail.html).toContain('%%READER_NAME%%')
    expect(mail.text).toContain('Unsubscribe: %%UNSUBSCRIBE_PAGE%%')
  })
})
