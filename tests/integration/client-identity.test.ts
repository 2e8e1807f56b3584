import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { JSON_HEADERS } from '../support/clients'
import { startCmsProxy, type CmsProxy } from '../support/cmsProxy'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { expectBackoff, restAttempt, untilRefused } from '../support/passwordAttempts'
import { testPayload } from '../support/payload'
import { startSecondCms } from '../support/runnerCms'

/**
 * A CMS that trusts only its public proxy (deploy/nginx, run here by Debian's nginx), which
 * reaches it from 127.0.0.2. The test's own connections come from 127.0.0.1: reaching the CMS
 * straight it is a stranger, and its X-Forwarded-For is its own words. (The shared CMS trusts
 * loopback, the site's server under `npm start`, so the other tests act as the site.)
 */
const PROXY_ADDRESS = '127.0.0.2'
let cms: Service | undefined
let proxy: CmsProxy | undefined
let cmsUrl = ''
let slug = ''

beforeAll(async () => {
  const port = await freePort()
  cms = await startSecondCms(port, { TRUSTED_PROXIES: PROXY_ADDRESS, JOBS_RUNNER: 'worker' })
  cmsUrl = `http://localhost:${port}`
  proxy = await startCmsProxy(port, PROXY_ADDRESS)
  slug = await newArticle()
})
afterAll(async () => {
  await proxy?.stop()
  if (cms) await stopService(cms)
})

async function newArticle(): Promise<string> {
  const payload = await testPayload()
  const author = await createAuthor(payload)
  return (await createArticle(payload, author.id, { published: true })).slug
}

/** A clap sent from `localAddress` (any 127.x address is this machine), as another client. */
function clapFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress, headers: JSON_HEADERS }, (answer) => {
      answer.resume()
      resolve(answer.statusCode ?? 0)
    })
    sent.on('error', reject)
    sent.end()
  })
}

const rotatingAddress = (index: number) => ({
  ...JSON_HEADERS,
  'x-forwarded-for': `203.0.113.${index % 250}, 198.51.100.${index % 250}`,
  'x-real-ip': `192.0.2.${index % 250}`,
})

const times = (count: number, status: number): number[] =>
  Array.from({ length: count }, () => status)

/** The statuses of `count` requests sent one after another. */
async function statusesOf(count: number, send: (index: number) => Promise<Response>) {
  const statuses: number[] = []
  for (let index = 0; index < count; index++) statuses.push((await send(index)).status)
  return statuses
}

describe('a client talking to the CMS directly', () => {
  it('cannot get a fresh clap budget by naming other addresses: 429 after 50', async () => {
    const statuses = await statusesOf(60, (clap) =>
      fetch(`${cmsUrl}/api/articles/${slug}/clap`, {
        method: 'POST',
        headers: rotatingAddress(clap),
      }),
    )
    expect(statuses).toEqual([...times(50, 200), ...times(10, 429)])
  })

  it("nor through Next's route (a chunked body) for views", async () => {
    const statuses = await statusesOf(11, (view) =>
      fetch(`${cmsUrl}/api/articles/${slug}/view`, {
        method: 'POST',
        headers: rotatingAddress(view),
        body: new Blob(['{}']).stream(),
        duplex: 'half',
      } as RequestInit),
    )
    expect(statuses).toEqual([...times(10, 200), 429])
  })

  it('nor a fresh run of password attempts', async () => {
    const email = `nobody-${uniqueSuffix()}@test.blockwise`
    // Each attempt names another address: were any believed, every run would stay at its first.
    const attempts = await untilRefused((attempt) =>
      restAttempt(
        fetch(`${cmsUrl}/cms-api/users/login`, {
          method: 'POST',
          headers: rotatingAddress(attempt),
          body: JSON.stringify({ email, password: `wrong-${attempt}` }),
        }),
      ),
    )
    expectBackoff(attempts)
    expect(attempts.slice(0, -1).every(({ answer }) => answer.startsWith('401 '))).toBe(true)
  })
})

describe("the CMS's public proxy", () => {
  it('records the address each client connected from, whatever the client wrote', async () => {
    const proxied = await newArticle()
    const statuses = await statusesOf(60, (clap) =>
      fetch(`${proxy!.url}/api/articles/${proxied}/clap`, {
        method: 'POST',
        headers: rotatingAddress(clap),
      }),
    )
    expect(statuses).toEqual([...times(50, 200), ...times(10, 429)])
    // Another client, at another address, has its own budget: the CMS keys on the proxy's record.
    expect(await clapFrom(`${proxy!.url}/api/articles/${proxied}/clap`, '127.0.0.3')).toBe(200)
  })

  it('serves the admin and /cms-api', async () => {
    expect((await fetch(`${proxy!.url}/admin/login`)).status).toBe(200)
    expect((await fetch(`${proxy!.url}/cms-api/users/me`)).status).toBe(200)
  })
})
