import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'
import { requestFrom } from '../support/fromAddress'

/**
 * A search runs statements no cache answers for a new text, so each client has a budget of them
 * (60 a minute); the site's search page asks as the reader who loaded it, so one reader spending
 * theirs leaves everyone else's alone.
 */
const cmsUrl = inject('cmsUrl')
const SEARCHES_A_MINUTE = 60
let site: Service | undefined
let siteUrl = ''

beforeAll(async () => {
  const sitePort = await freePort()
  site = await startSite({ sitePort, cmsUrl, dataDir: inject('dataDir'), quiet: true })
  siteUrl = `http://127.0.0.1:${sitePort}`
}, 120_000)

afterAll(async () => {
  if (site) await stopService(site)
})

/** As the site or a proxy the CMS trusts (loopback) names the reader at `address`. */
const searchAs = (address: string, text: string) =>
  fetch(`${cmsUrl}/api/search?q=${encodeURIComponent(text)}`, {
    headers: { 'x-forwarded-for': address },
  })

describe('the search budget', () => {
  it('answers 429 with Retry-After past 60 searches a minute, for that client only', async () => {
    const reader = '198.51.100.61'
    for (let sent = 0; sent < SEARCHES_A_MINUTE; sent++)
      expect((await searchAs(reader, `budget ${sent}`)).status).toBe(200)
    const refused = await searchAs(reader, 'budget again')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests/) as string,
    })
    expect((await searchAs('198.51.100.62', 'budget again')).status).toBe(200)
  })

  it('is the reader’s own when the site’s search page asks', async () => {
    // The site names a reader by the address they connect from (127.0.0.0/8 is all loopback).
    const reader = '127.0.0.51'
    for (let sent = 0; sent < SEARCHES_A_MINUTE; sent++)
      expect((await searchAs(reader, `page budget ${sent}`)).status).toBe(200)
    const spent = await requestFrom(`${siteUrl}/search?q=ethereum`, reader)
    expect(spent.body).toMatch(/Too many requests\. Try again in \d+ seconds\./)
    const other = await requestFrom(`${siteUrl}/search?q=ethereum`, '127.0.0.52')
    expect(other.status).toBe(200)
    expect(other.body).not.toMatch(/Too many requests/)
  })
})
