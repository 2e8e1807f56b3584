import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CONTACT_EMAIL, isAllowedLinkUrl } from '@blockwise/shared'
import { SITE_RESOURCES } from '@blockwise/shared/cacheModel'
import {
  TRUST_PAGE_DESCRIPTION_MAX,
  TRUST_PAGE_SLUGS,
  TRUST_PAGE_TITLE_MAX,
} from '@blockwise/shared/trustPages'

import { seedTrustPages } from './trustPages'

const ARTICLE_PAGE = path.resolve(
  import.meta.dirname,
  '../../../../frontend/src/app/[locale]/articles/[slug]/page.tsx',
)

/** The targets of a Markdown body's links. */
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = '']) => target)

/** The words of the AI-assisted note the article page shows, without its markup or its link. */
function articlePageNote(): string {
  const source = readFileSync(ARTICLE_PAGE, 'utf8')
  const note =
    /<strong>AI-assisted\.<\/strong>([\s\S]*?)(?:\{' '\})?\s*<Link /.exec(source)?.[1] ?? ''
  return `AI-assisted. ${note.replace(/\s+/g, ' ').trim()}`
}

const bodyOf = (slug: string) => seedTrustPages.find((page) => page.slug === slug)?.body ?? ''

describe('the seeded trust pages', () => {
  it('are the four the site has routes for, once each', () => {
    expect(seedTrustPages.map((page) => page.slug).sort()).toEqual([...TRUST_PAGE_SLUGS].sort())
  })

  it.each(seedTrustPages)('$slug: fits its fields', ({ title, description, body }) => {
    expect(title.length).toBeLessThanOrEqual(TRUST_PAGE_TITLE_MAX)
    expect(description.length).toBeGreaterThan(0)
    expect(description.length).toBeLessThanOrEqual(TRUST_PAGE_DESCRIPTION_MAX)
    expect(body.length).toBeGreaterThan(500)
  })

  it.each(seedTrustPages)(
    '$slug: links only where articles may, and to pages that exist',
    ({ body }) => {
      const sitePages = new Set([
        ...SITE_RESOURCES.trustPage.routes,
        ...SITE_RESOURCES.glossary.routes,
      ])
      for (const target of linkTargets(body)) {
        expect(isAllowedLinkUrl(target), target).toBe(true)
        if (target.startsWith('/')) expect(sitePages, target).toContain(target)
        else expect(target).toBe(`mailto:${CONTACT_EMAIL}`)
      }
    },
  )

  it.each(seedTrustPages)('$slug: names no email address but the contact one', ({ body }) => {
    for (const address of body.match(/[\w.+-]+@[\w.-]*\w/g) ?? [])
      expect(address).toBe(CONTACT_EMAIL)
  })

  it('the AI policy names both models and their makers', () => {
    const policy = bodyOf('ai-policy')
    for (const name of ['Claude', 'Anthropic', 'Gemini', 'Google']) expect(policy).toContain(name)
  })

  it('the AI policy says an editor publishes every AI article by default', () => {
    expect(bodyOf('ai-policy')).toContain('By default, an editor publishes every AI article')
  })

  it('the AI policy quotes the note AI-assisted articles carry, word for word', () => {
    expect(articlePageNote()).toMatch(/^AI-assisted\. Drafted by an AI model \(Claude\)/)
    expect(bodyOf('ai-policy')).toContain(`"${articlePageNote()}"`)
  })

  it('the corrections policy says how to report and that typo fixes carry no note', () => {
    const policy = bodyOf('corrections-policy')
    expect(policy).toContain(`mailto:${CONTACT_EMAIL}`)
    expect(policy).toMatch(/typos[^.]*without a note/)
  })
})
