import type { PayloadRequest } from 'payload'

import { loopThrough } from '@blockwise/shared/redirects/chains'
import {
  REDIRECT_PATH_MESSAGES,
  redirectFromProblem,
  redirectPathProblem,
} from '@blockwise/shared/redirects/paths'

interface RuleContext {
  req: PayloadRequest
  id?: number | string
  siblingData: Partial<{ from: unknown; to: unknown }>
}

const ARTICLE_PATH = /^\/articles\/([^/]+)$/

const notThisOne = (id: RuleContext['id']) => (id === undefined ? [] : [{ id: { not_equals: id } }])

/** The other redirects, by `from`: what a reader would follow after this one. */
async function otherRedirects({ req, id }: RuleContext): Promise<Map<string, string>> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? {} : { id: { not_equals: id } },
    select: { from: true, to: true },
    pagination: false,
    depth: 0,
    req,
  })
  return new Map(docs.map(({ from, to }) => [from, to]))
}

async function publishedArticleAt(path: string, req: PayloadRequest): Promise<boolean> {
  const slug = ARTICLE_PATH.exec(path)?.[1]
  if (!slug) return false
  const { totalDocs } = await req.payload.count({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
    req,
  })
  return totalDocs > 0
}

/**
 * Where a redirect starts: a page path of the site, one redirect per path, and never a published
 * article's address, which the redirect would hide from readers.
 */
export async function validateRedirectFrom(
  value: unknown,
  context: RuleContext,
): Promise<true | string> {
  const problem = redirectFromProblem(value)
  if (problem) return problem
  const path = value as string
  const { totalDocs } = await context.req.payload.count({
    collection: 'redirects',
    where: { and: [{ from: { equals: path } }, ...notThisOne(context.id)] },
    req: context.req,
  })
  if (totalDocs > 0) return `A redirect from ${path} already exists: change that one instead`
  if (await publishedArticleAt(path, context.req))
    return `A published article is at ${path}: a redirect from there would hide it`
  return true
}

/** Where a redirect leads: a page path of the site, neither its own `from` nor back to it. */
export async function validateRedirectTo(
  value: unknown,
  context: RuleContext,
): Promise<true | string> {
  const problem = redirectPathProblem(value)
  if (problem) return problem
  const { from } = context.siblingData
  if (typeof from !== 'string') return true
  if (value === from) return REDIRECT_PATH_MESSAGES.itself
  const loop = loopThrough({ from, to: value as string }, await otherRedirects(context))
  return loop ? `This redirect would make a loop: ${loop.join(' → ')}` : true
}
