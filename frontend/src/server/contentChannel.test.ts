import { describe, expect, it } from 'vitest'

import { CONTENT_CHANGED_CHANNEL, SITE_CACHE_TAGS } from '@blockwise/shared'

import * as spelt from './contentChannel'

describe("the site server's copy of the content-change names", () => {
  it('matches shared/', () => {
    expect(spelt.CONTENT_CHANGED_CHANNEL).toBe(CONTENT_CHANGED_CHANNEL)
    expect(spelt.SITE_CACHE_TAGS).toEqual(SITE_CACHE_TAGS)
  })
})
