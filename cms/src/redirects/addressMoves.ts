import type { PayloadRequest } from 'payload'

import { redirectFromProblem, redirectPathProblem } from '@blockwise/shared/redirects/paths'

/** Bulk writes report a refused document instead of throwing: the save must not go on without it. */
function refuseFailures(result: { errors: readonly { message: string }[] }, what: string): void {
  const [first] = result.errors
  if (first) throw new Error(`Could not ${what}: ${first.message}`)
}

/**
 * A page is live at `path` again: the redirect starting there goes, or readers could never reach
 * the page. In the save's transaction (`req`).
 */
export async function freeAddress(req: PayloadRequest, path: string): Promise<void> {
  const result = await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: path } },
    depth: 0,
    req,
  })
  refuseFailures(result, `remove the redirect from ${path}`)
}

/**
 * A page moved from `from` to `to`, in the save's transaction (`req`): `to` is freed of any
 * redirect (the page may be taking an old address back), redirects that led to `from` lead to
 * `to` (a reader gets one 301, never a chain), and `from` leads to `to`. Addresses that no
 * redirect may join (a slug from before the rules) are left as they are.
 */
export async function moveAddress(req: PayloadRequest, from: string, to: string): Promise<void> {
  if (from === to || redirectFromProblem(from) || redirectPathProblem(to)) return
  await freeAddress(req, to)
  const chained = await req.payload.update({
    collection: 'redirects',
    where: { to: { equals: from } },
    data: { to },
    depth: 0,
    req,
  })
  refuseFailures(chained, `point the redirects to ${from} at ${to}`)
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
  })
  const existing = docs[0]
  if (existing) {
    await req.payload.update({ collection: 'redirects', id: existing.id, data: { to }, req })
  } else {
    await req.payload.create({ collection: 'redirects', data: { from, to }, depth: 0, req })
  }
}
