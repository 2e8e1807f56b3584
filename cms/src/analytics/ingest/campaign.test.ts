import { describe, expect, it } from 'vitest'

import { campaignOf } from './campaign'

describe('campaignOf', () => {
  it('keeps the utm_* parameters, trimmed and lower case, and nothing else', () => {
    expect(
      campaignOf(
        '?utm_source=Newsletter&utm_medium=%20Email%20&utm_campaign=Dec-Digest&email=a@b.c',
      ),
    ).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'dec-digest' })
  })

  it('is all null without a query string or without utm_* parameters', () => {
    const none = { utmSource: null, utmMedium: null, utmCampaign: null }
    expect(campaignOf(undefined)).toEqual(none)
    expect(campaignOf('')).toEqual(none)
    expect(campaignOf('?q=bitcoin&page=2')).toEqual(none)
  })

  it('drops a value that is empty, longer than 100 characters or holds a control character', () => {
    expect(campaignOf(`?utm_source=${'a'.repeat(100)}`).utmSource).toBe('a'.repeat(100))
    expect(campaignOf(`?utm_source=${'a'.repeat(101)}`).utmSource).toBeNull()
    expect(campaignOf('?utm_medium=%20%20').utmMedium).toBeNull()
    expect(campaignOf('?utm_campaign=spring%0Asale').utmCampaign).toBeNull()
    expect(campaignOf('?utm_campaign=spring%00').utmCampaign).toBeNull()
    expect(campaignOf('?utm_source=ok&utm_campaign=bad%1B').utmSource).toBe('ok')
  })
})
