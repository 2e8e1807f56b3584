import { parseArgs } from 'node:util'
import type { Payload, SanitizedConfig } from 'payload'

import { generationRequestSchema } from '@blockwise/shared'

import { env } from '@/env'
import { binScriptPayload } from '@/lib/binScriptPayload'

import { GENERATION_QUEUE, generationConcurrencyKey } from './queue'
import { generationActive } from './queueGeneration'
import { startGeneration } from './startGeneration'

const USAGE =
  'Usage: npm run generate -- --topic "What a Bitcoin halving changes" [--type news|opinion|analysis|learn] [--author "<name or id>"]'

async function findAuthorId(payload: Payload, author: string | undefined): Promise<string> {
  const { docs } = await payload.find({
    collection: 'authors',
    where: author ? { or: [{ name: { like: author } }, { id: { equals: author } }] } : {},
    sort: 'name',
    limit: 1,
    depth: 0,
    select: { name: true },
  })
  const found = docs[0]
  if (!found) throw new Error(author ? `No author matches “${author}”` : 'There are no authors yet')
  return found.id
}

/**
 * `npm run generate` (Payload bin script `generate`): starts a generation as an editor would, then
 * runs it here unless the CMS or a worker picks it up first, and reports how it ended.
 */
export async function script(config: SanitizedConfig): Promise<void> {
  const argv = process.argv.slice(process.argv.indexOf('generate') + 1)
  const { values } = parseArgs({
    args: argv,
    options: { topic: { type: 'string' }, type: { type: 'string' }, author: { type: 'string' } },
  })
  const payload = await binScriptPayload(config)
  let succeeded = false
  try {
    const request = generationRequestSchema.safeParse({
      topic: values.topic,
      articleType: values.type,
      authorId: await findAuthorId(payload, values.author),
    })
    if (!request.success) throw new Error(`${request.error.issues[0]?.message}\n${USAGE}`)
    const started = await startGeneration(payload, request.data, null)
    console.log(`${started.message}\nArticle ${started.articleId}`)
    await payload.jobs.run({
      queue: GENERATION_QUEUE,
      where: { concurrencyKey: { equals: generationConcurrencyKey(started.articleId) } },
    })
    while (await generationActive(payload, started.articleId))
      await new Promise((resolve) => setTimeout(resolve, 1000))
    succeeded = await report(payload, started.articleId)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
  } finally {
    await payload.destroy()
  }
  // Payload's bin exits 0 after a script returns: say how it went here.
  process.exit(succeeded ? 0 : 1)
}

/** Prints how the generation ended; true when the article is finished. */
async function report(payload: Payload, articleId: string): Promise<boolean> {
  const article = await payload.findByID({ collection: 'articles', id: articleId, depth: 0 })
  if (article.status !== 'draft') {
    console.log(
      article.published
        ? `“${article.title}” is published: ${env.siteUrl}/articles/${article.slug}`
        : `“${article.title}” is ready for review: it goes live when an editor publishes it.`,
    )
    return true
  }
  const { docs } = await payload.find({
    collection: 'incomplete-articles',
    where: { articleId: { equals: articleId } },
    limit: 1,
    depth: 0,
  })
  const record = docs[0]
  console.log(
    `“${article.title}” stays a draft (text saved: ${record?.claudeArticleSaved ? 'yes' : 'no'}, image saved: ${record?.googleImageSaved ? 'yes' : 'no'}). ${record?.lastError ?? ''}\nRetry it from the incomplete-articles monitor.`,
  )
  return false
}
