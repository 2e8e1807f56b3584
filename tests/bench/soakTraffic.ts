import sharp from 'sharp'

/** What the traffic needs to know of the running stack and its content. */
export interface SoakTarget {
  siteUrl: string
  cmsUrl: string
  slugs: string[]
  /** URL paths of the articles' images, as pages link them. */
  images: string[]
  authorId: string
  /** The demo editor's JWT (REST calls as `JWT …`, admin pages as the payload-token cookie). */
  editorToken: string
}

/** One kind of request, sent by `streams` independent loops, each waiting `everyMs` between sends. */
interface Stream {
  kind: string
  everyMs: number
  streams?: number
  send: () => Promise<Response>
  /** Statuses that are a normal answer besides 2xx (say, 409 while a generation still runs). */
  alsoFine?: number[]
}

export type RequestCounts = Record<string, { sent: number; failed: number }>

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T
const READER_PAGES = ['/', '/news', '/analysis', '/opinions', '/learn', '/featured', '/tools']
const COIN_IDS = ['bitcoin', 'ethereum', 'solana', 'cardano', 'dogecoin']

/** A photo-sized PNG with a random colour, so each upload is a new image for sharp to resize. */
async function randomPng(): Promise<Blob> {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256))
  const png = await sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 },
    },
  })
    .png()
    .toBuffer()
  return new Blob([new Uint8Array(png)], { type: 'image/png' })
}

/**
 * The mix, a few dozen requests a second in all: readers on the site's pages and /api (claps and
 * views included), GraphQL and social images at the CMS, an editor listing, editing and uploading
 * through the REST API and loading admin pages, and a generation every few minutes.
 */
function streams(target: SoakTarget, generationEveryMs: number): Stream[] {
  const { siteUrl, cmsUrl } = target
  const editor = { authorization: `JWT ${target.editorToken}` }
  const json = { 'content-type': 'application/json' }
  const article = () => pick(target.slugs)
  const editorJson = { ...editor, ...json }
  return [
    {
      kind: 'site pages',
      everyMs: 500,
      streams: 4,
      send: () =>
        fetch(
          `${siteUrl}${pick([
            ...READER_PAGES,
            `/articles/${article()}`,
            `/articles/${article()}`,
          ])}`,
        ),
    },
    {
      kind: 'images',
      everyMs: 500,
      send: () => fetch(`${siteUrl}${pick(target.images)}`),
    },
    {
      kind: '/api reads',
      everyMs: 500,
      streams: 2,
      send: () =>
        fetch(
          `${siteUrl}${pick([
            `/api/articles?published=true&limit=${pick([10, 20, 50])}`,
            `/api/articles?published=true&articleType=${pick(['news', 'analysis', 'learn', 'opinion'])}`,
            `/api/articles/${article()}`,
            `/api/articles/${article()}/claps`,
            '/api/authors',
            `/api/market/coins?ids=${pick(COIN_IDS)},${pick(COIN_IDS)}`,
          ])}`,
        ),
    },
    {
      kind: 'claps and views',
      everyMs: 500,
      send: () =>
        fetch(`${siteUrl}/api/articles/${article()}/${pick(['clap', 'view'])}`, {
          method: 'POST',
          headers: json,
          body: '{}',
        }),
    },
    {
      kind: 'GraphQL',
      everyMs: 2000,
      send: () =>
        fetch(`${cmsUrl}/cms-api/graphql`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            query: `{ Articles(limit: 10, where: { slug: { equals: "${article()}" } }) { docs { title slug excerpt author { name } tags { name } } } }`,
          }),
        }),
    },
    {
      kind: 'og-images',
      everyMs: 2000,
      send: () => fetch(`${cmsUrl}/api/articles/${article()}/og-image`),
    },
    {
      kind: 'admin REST: list and edit',
      everyMs: 5000,
      send: async () => {
        const list = await fetch(
          `${cmsUrl}/cms-api/articles?limit=10&depth=1&page=${1 + Math.floor(Math.random() * 3)}`,
          { headers: editor },
        )
        const { docs } = (await list.json()) as { docs: Array<{ id: string; excerpt: string }> }
        const doc = pick(docs)
        // Saved unchanged: the hooks, the version and the site's revalidation all run as for an edit.
        return fetch(`${cmsUrl}/cms-api/articles/${doc.id}`, {
          method: 'PATCH',
          headers: editorJson,
          body: JSON.stringify({ excerpt: doc.excerpt }),
        })
      },
    },
    {
      kind: 'admin pages',
      everyMs: 15_000,
      send: () =>
        fetch(
          `${cmsUrl}${pick(['/admin', '/admin/collections/articles', '/admin/collections/media'])}`,
          { headers: { cookie: `payload-token=${target.editorToken}` } },
        ),
    },
    {
      kind: 'uploads',
      everyMs: 60_000,
      send: async () => {
        const form = new FormData()
        form.append('file', await randomPng(), `soak-${Date.now()}.png`)
        form.append('_payload', JSON.stringify({ alt: 'Soak upload' }))
        return fetch(`${cmsUrl}/cms-api/media`, { method: 'POST', headers: editor, body: form })
      },
    },
    {
      kind: 'generations',
      everyMs: generationEveryMs,
      alsoFine: [409],
      send: () =>
        fetch(`${cmsUrl}/api/generation`, {
          method: 'POST',
          headers: editorJson,
          body: JSON.stringify({
            topic: `Soak topic ${Date.now()}`,
            authorId: target.authorId,
            articleType: pick(['news', 'analysis', 'learn', 'opinion']),
          }),
        }),
    },
  ]
}

async function loop(stream: Stream, until: number, counts: RequestCounts): Promise<void> {
  const count = (counts[stream.kind] ??= { sent: 0, failed: 0 })
  // Spread the loops of a stream over its period, so they do not fire together.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(stream.everyMs, 30_000)),
  )
  while (Date.now() < until) {
    const started = Date.now()
    count.sent += 1
    try {
      const response = await stream.send()
      await response.arrayBuffer()
      if (!response.ok && !stream.alsoFine?.includes(response.status)) {
        count.failed += 1
        console.warn(`[soak] ${stream.kind}: ${response.status} ${response.url}`)
      }
    } catch (error) {
      count.failed += 1
      console.warn(`[soak] ${stream.kind}: ${String(error)}`)
    }
    const wait = stream.everyMs - (Date.now() - started)
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Math.min(wait, until - Date.now()))),
    )
  }
}

/** Sends the mix until `until` (a Date.now() value); resolves with what was sent and what failed. */
export async function driveTraffic(
  target: SoakTarget,
  until: number,
  generationEveryMs: number,
): Promise<RequestCounts> {
  const counts: RequestCounts = {}
  await Promise.all(
    streams(target, generationEveryMs).flatMap((stream) =>
      Array.from({ length: stream.streams ?? 1 }, () => loop(stream, until, counts)),
    ),
  )
  return counts
}
