import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { articleEditor } from '@/collections/Articles/richText/articleEditor'

import { seedTrustPages } from './content/trustPages'

/** Created before the site is up, or before it has these pages: no cache to refresh. */
const SEED_CONTEXT = { skipSiteRevalidation: true }

async function existingSlugs(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'trust-pages',
    where: { slug: { in: seedTrustPages.map((page) => page.slug) } },
    select: { slug: true },
    pagination: false,
    depth: 0,
  })
  return new Set(docs.map((doc) => doc.slug))
}

/**
 * Creates, published, the trust pages that are missing, their bodies in the articles' editor: at
 * every start (payload.config.ts's onInit), so that the footer's links to them never lead nowhere,
 * on a new database or one from before them. A page that exists (published or a draft) is left as
 * the editors made it; one another process created meanwhile is not created twice.
 */
export async function ensureTrustPages(payload: Payload): Promise<void> {
  const existing = await existingSlugs(payload)
  const missing = seedTrustPages.filter((page) => !existing.has(page.slug))
  if (missing.length === 0) return
  const editorConfig = await editorConfigFactory.fromEditor({
    config: payload.config,
    editor: articleEditor,
  })
  for (const { body, ...page } of missing) {
    await payload
      .create({
        collection: 'trust-pages',
        context: SEED_CONTEXT,
        draft: false,
        data: {
          ...page,
          content: convertMarkdownToLexical({ editorConfig, markdown: body }),
          _status: 'published',
        },
      })
      .catch(async (error: unknown) => {
        if (!(await existingSlugs(payload)).has(page.slug)) throw error
      })
  }
}
