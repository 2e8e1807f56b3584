import { Script, startFakeServer, type FakeReply, type FakeServer } from './fakeServer'

/** How a fake CDN answers the next purge: as documented, or as during an outage. */
type PurgeStep = 'ok' | 'server_error'

export interface CdnFake extends FakeServer {
  /** Queue the next answers; once used up, every purge the service accepts succeeds. */
  script: (...steps: PurgeStep[]) => void
  /** The keys purged so far, one list per accepted request. */
  purged: string[][]
}

const FASTLY_PURGE = /^\/service\/([A-Za-z0-9]+)\/purge$/
const CLOUDFLARE_PURGE = /^\/client\/v4\/zones\/([a-f0-9]+)\/purge_cache$/
/** Cloudflare's documented limit of cache tags in one purge call. */
const CLOUDFLARE_MAX_TAGS = 30

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '')

const cloudflareError = (status: number, code: number, message: string): FakeReply => ({
  status,
  body: { success: false, errors: [{ code, message }], messages: [], result: null },
})

/**
 * Fastly's batch purge by surrogate key: `POST /service/{id}/purge` with the API token in
 * `Fastly-Key` and the keys, space-separated, in `Surrogate-Key`; it answers each key's purge id.
 */
export async function startFakeFastly(token: string): Promise<CdnFake> {
  const script = new Script<PurgeStep>('ok')
  const purged: string[][] = []
  const server = await startFakeServer((request): FakeReply => {
    if (request.method !== 'POST' || !FASTLY_PURGE.test(request.path))
      return { status: 404, body: { msg: 'Record not found' } }
    if (header(request.headers['fastly-key']) !== token)
      return { status: 401, body: { msg: 'Provided credentials are missing or invalid' } }
    const keys = header(request.headers['surrogate-key']).split(' ').filter(Boolean)
    if (keys.length === 0 || keys.length > 256)
      return { status: 400, body: { msg: 'Bad request', detail: 'Between 1 and 256 keys' } }
    if (script.next() === 'server_error') return { status: 503, body: { msg: 'Unavailable' } }
    purged.push(keys)
    return {
      status: 200,
      body: Object.fromEntries(keys.map((key, index) => [key, `purge-${purged.length}-${index}`])),
    }
  })
  return { ...server, purged, script: (...steps) => script.set(...steps) }
}

/**
 * Cloudflare's purge by cache tags: `POST /client/v4/zones/{zone}/purge_cache` with a Bearer API
 * token and `{"tags": [...]}`; it answers the v4 envelope, `success` saying whether it purged.
 */
export async function startFakeCloudflare(token: string): Promise<CdnFake> {
  const script = new Script<PurgeStep>('ok')
  const purged: string[][] = []
  const server = await startFakeServer((request): FakeReply => {
    const zone = CLOUDFLARE_PURGE.exec(request.path)?.[1]
    if (request.method !== 'POST' || !zone)
      return cloudflareError(404, 7003, 'No route for that URI')
    if (header(request.headers.authorization) !== `Bearer ${token}`)
      return cloudflareError(403, 10000, 'Authentication error')
    const tags = (request.body as { tags?: unknown } | null)?.tags
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string') || tags.length === 0)
      return cloudflareError(
        400,
        1012,
        'Request must contain one of "purge_everything", "files", "tags"',
      )
    if (tags.length > CLOUDFLARE_MAX_TAGS)
      return cloudflareError(400, 1024, `Purge of more than ${CLOUDFLARE_MAX_TAGS} tags`)
    if (script.next() === 'server_error') return cloudflareError(500, 10001, 'Service unavailable')
    purged.push(tags)
    return { status: 200, body: { success: true, errors: [], messages: [], result: { id: zone } } }
  })
  return { ...server, purged, script: (...steps) => script.set(...steps) }
}
