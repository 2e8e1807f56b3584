import { timingSafeEqual } from 'node:crypto'
import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { REVALIDATE_SECRET_HEADER, SITE_CACHE_TAGS } from '@blockwise/shared'

import { advanceGenerations, raiseGenerations } from '@/lib/cms/contentGenerations.mjs'

const bodySchema = z.object({
  tags: z.array(z.enum(SITE_CACHE_TAGS)).min(1),
  /** The CMS's global number for the change, when it is announced through Redis (REDIS_URL). */
  generation: z.int().nonnegative().optional(),
})

function secretMatches(given: string | null): boolean {
  const expected = process.env.REVALIDATE_SECRET
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The CMS's webhook: expires the cached CMS data behind every page that shows these tags. */
export async function POST(request: Request): Promise<Response> {
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER))) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 })
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null))
  if (!body.success) {
    return Response.json(
      { error: 'Expected { tags: [...], generation?: number }' },
      { status: 400 },
    )
  }
  const { tags, generation } = body.data
  // First, so that no read started before this call can fill the cache after it.
  if (generation === undefined) advanceGenerations(tags)
  else raiseGenerations(tags, generation)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: tags })
}
