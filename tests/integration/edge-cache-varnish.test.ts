import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startSite } from '../../scripts/lib/stack'
import { SURROGATE_KEYS_VCL, startVarnish, type Varnish } from '../../scripts/lib/varnish'
import {
  articleData,
  createAuthor,
  restCreateArticle,
  restUpdateArticle,
} from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startSecondCms } from '../support/runnerCms'
import { editorHeaders } from '../support/staff'

/** How soon a change must show through the edge: an unpublished article is gone within 2 s. */
const EDGE_DEADLINE_MS = 2000
/** The CMS's second purge after a change (EDGE_PURGE_REPEAT_MS). */
const REPEAT_MS = 1000

/** The cluster's VCL in miniature: the fragment's three calls, and whether the edge answered. */
const testVcl = (sitePort: number) => `vcl 4.1;
include "${SURROGATE_KEYS_VCL}";
backend site { .host = "127.0.0.1"; .port = "${sitePort}"; }
sub vcl_recv { call surrogate_keys_recv; }
sub vcl_backend_response { call surrogate_keys_backend_response; }
sub vcl_deliver {
  call surrogate_keys_deliver;
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
  set resp.http.X-Edge-TTL = obj.ttl;
}
`

let varnish: Varnish
let cms: Service
let site: Service
let cmsUrl = ''
let vclDir = ''
let editor: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  const sitePort = await freePort()
  const cmsPort = await freePort()
  vclDir = await mkdtemp(path.join(tmpdir(), 'blockwise-edge-test-'))
  await chmod(vclDir, 0o755)
  const vclPath = path.join(vclDir, 'edge.vcl')
  await writeFile(vclPath, testVcl(sitePort))
  varnish = await startVarnish({ vclPath })
  cmsUrl = `http://localhost:${cmsPort}`
  // A CMS that tells this site of changes and then purges this Varnish.
  cms = await startSecondCms(cmsPort, {
    SITE_URL: `http://localhost:${sitePort}`,
    EDGE_PURGE_URL: varnish.url,
    EDGE_PURGE_ADAPTER: 'varnish',
    EDGE_PURGE_REPEAT_MS: String(REPEAT_MS),
    JOBS_RUNNER: 'worker',
  })
  site = await startSite({ sitePort, cmsUrl, dataDir: inject('dataDir'), quiet: true })
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

afterAll(async () => {
  await varnish?.stop()
  if (site) await stopService(site)
  if (cms) await stopService(cms)
  await rm(vclDir, { recursive: true, force: true })
})

const edge = (pathname: string, init?: RequestInit) => fetch(`${varnish.url}${pathname}`, init)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Publishes an article, and waits for both purges of its publication to be over. */
async function publishArticle(): Promise<{ id: string; slug: string; title: string }> {
  const created = await restCreateArticle(
    cmsUrl,
    editor,
    articleData(authorId, { published: true }),
  )
  expect(created.status).toBe(201)
  await sleep(REPEAT_MS + 500)
  return created.body.doc as { id: string; slug: string; title: string }
}

async function changeArticle(id: string, data: Record<string, unknown>): Promise<void> {
  expect((await restUpdateArticle(cmsUrl, editor, id, data)).status).toBe(200)
}

/** Asks the edge until `seen` holds of its answer; how long that took, or Infinity. */
async function msUntil(pathname: string, seen: (status: number, body: string) => boolean) {
  const started = Date.now()
  while (Date.now() - started < EDGE_DEADLINE_MS * 2) {
    const response = await edge(pathname)
    if (seen(response.status, await response.text())) return Date.now() - started
    await sleep(50)
  }
  return Infinity
}

/** Reads `pathname` through the edge until the edge keeps it (a HIT); its answer and text. */
async function cachedAtEdge(pathname: string): Promise<{ response: Response; body: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await edge(pathname)
    const body = await response.text()
    if (response.headers.get('x-cache') === 'HIT') return { response, body }
  }
  throw new Error(`${pathname} never became a HIT at the edge`)
}

/** A PURGE sent from another loopback address than the one the purgers' ACL names. */
function purgeFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const purge = request(
      `${varnish.url}/`,
      { method: 'PURGE', localAddress, headers: { 'surrogate-key': 'list-home' } },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    purge.on('error', reject)
    purge.end()
  })
}

describe('Varnish in front of the site, purged by the CMS', () => {
  it('keeps pages and hides the surrogate keys from readers', async () => {
    const article = await publishArticle()
    const { response: page } = await cachedAtEdge(`/articles/${article.slug}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
    // Kept for the page's Surrogate-Control (5 minutes), not its s-maxage of a second.
    expect(Number(page.headers.get('x-edge-ttl'))).toBeGreaterThan(200)
    expect(page.headers.get('surrogate-key')).toBeNull()
    expect(page.headers.get('surrogate-control')).toBeNull()
    expect(page.headers.get('cache-tag')).toBeNull()
  })

  it('drops an unpublished article from its page and from the home page within 2 s', async () => {
    const article = await publishArticle()
    await cachedAtEdge(`/articles/${article.slug}`)
    expect((await cachedAtEdge('/')).body).toContain(article.title)
    await changeArticle(article.id, { published: false })
    const [pageGone, homeGone] = await Promise.all([
      msUntil(`/articles/${article.slug}`, (status) => status === 404),
      msUntil('/', (status, body) => status === 200 && !body.includes(article.title)),
    ])
    expect(pageGone).toBeLessThan(EDGE_DEADLINE_MS)
    expect(homeGone).toBeLessThan(EDGE_DEADLINE_MS)
  })

  it('shows an edited article within 2 s', async () => {
    const article = await publishArticle()
    await cachedAtEdge(`/articles/${article.slug}`)
    const title = `${article.title} edited at the edge`
    await changeArticle(article.id, { title })
    expect(
      await msUntil(`/articles/${article.slug}`, (status, body) => body.includes(title)),
    ).toBeLessThan(EDGE_DEADLINE_MS)
  })

  it('keeps an unrelated page cached past its shared max-age when another article is purged', async () => {
    const unrelated = await publishArticle()
    const other = await publishArticle()
    await cachedAtEdge(`/articles/${unrelated.slug}`)
    await cachedAtEdge(`/articles/${other.slug}`)
    await changeArticle(other.id, { title: `${other.title} changed` })
    // Past both purges and the pages' s-maxage of 1 s.
    await sleep(REPEAT_MS + 500)
    const page = await edge(`/articles/${unrelated.slug}`)
    expect(page.headers.get('x-cache')).toBe('HIT')
    expect(Number(page.headers.get('age'))).toBeGreaterThanOrEqual(1)
  })

  it('refuses a PURGE from an address outside the purgers', async () => {
    expect(await purgeFrom('127.0.0.2')).toBe(403)
    expect(await purgeFrom('127.0.0.1')).toBe(200)
  })

  it('refuses a PURGE that names no key, and accepts one that does', async () => {
    const bare = await edge('/', { method: 'PURGE' })
    expect(bare.status).toBe(400)
    const crafted = await edge('/', { method: 'PURGE', headers: { 'surrogate-key': 'a" || 1' } })
    expect(crafted.status).toBe(400)
    const keyed = await edge('/', { method: 'PURGE', headers: { 'surrogate-key': 'list-home' } })
    expect(keyed.status).toBe(200)
    expect((await edge('/')).headers.get('x-cache')).toBe('MISS')
  })
})
