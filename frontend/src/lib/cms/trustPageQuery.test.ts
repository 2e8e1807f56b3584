import { describe, expect, it } from 'vitest'

import { TRUST_PAGE_SLUGS } from '@blockwise/shared/trustPages'

import { trustPageQuery } from './trustPageQuery'

describe('the query for a trust page', () => {
  it.each(TRUST_PAGE_SLUGS)(
    '%s: the published page of that slug, with what the page shows',
    (slug) => {
      const url = new URL(trustPageQuery(slug), 'http://cms.test')
      expect(url.pathname).toBe('/cms-api/trust-pages')
      expect(url.searchParams.get('where[slug][equals]')).toBe(slug)
      expect(url.searchParams.get('draft')).toBe('false')
      expect(url.searchParams.get('limit')).toBe('1')
      expect(url.searchParams.get('depth')).toBe('0')
      const selected = [...url.searchParams.keys()].filter((key) => key.startsWith('select['))
      expect(selected).toEqual([
        'select[title]',
        'select[slug]',
        'select[description]',
        'select[contentHtml]',
        'select[updatedAt]',
      ])
    },
  )
})
