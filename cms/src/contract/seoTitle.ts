import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { Article } from '@/payload-types'

import { hasPendingDraft, versionWithSeoTitle, type ArticleVersion } from './seoTitleVersion'

type Decided = { id: string; seoTitle: string | null }

/**
 * Saves (or, with null, clears) an article's SEO title as the editor; either way the pipeline's
 * proposal has been decided on and is cleared. Accepting a title for a live article publishes it at
 * once, and nothing else: the published version plus the title becomes a new published version,
 * and a draft with other changes is saved again with the title, still a draft. Otherwise (a
 * rejection, or an article never published) the decision is saved like any edit: in the draft of a
 * live article, which readers get when an editor publishes it. All in one transaction. Null when
 * there is no such article.
 */
export async function setSeoTitle(
  payload: Payload,
  id: string,
  seoTitle: string | null,
  user: PayloadRequest['user'],
): Promise<Decided | null> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const decided = await decide(payload, req, id, seoTitle)
    await commitTransaction(req)
    return decided
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function decide(
  payload: Payload,
  req: PayloadRequest,
  id: string,
  seoTitle: string | null,
): Promise<Decided | null> {
  const read = (draft: boolean) =>
    payload.findByID({
      collection: 'articles',
      id,
      depth: 0,
      draft,
      disableErrors: true,
      overrideAccess: false,
      req,
    })
  const save = (data: Partial<Article>, draft: boolean) =>
    payload.update({
      collection: 'articles',
      id,
      data,
      draft,
      context: { seoTitleDecided: true },
      depth: 0,
      overrideAccess: false,
      req,
    })

  const live = await read(false)
  if (!live) return null
  if (seoTitle === null || !live.published) {
    const updated = await save({ seoTitle }, Boolean(live.published))
    return { id: updated.id, seoTitle: updated.seoTitle ?? null }
  }

  const latest = ((await read(true)) ?? live) as unknown as ArticleVersion
  const published = live as unknown as ArticleVersion
  await save({ ...versionWithSeoTitle(published, latest, seoTitle), _status: 'published' }, false)
  if (hasPendingDraft(latest)) {
    // The publish made the live version the latest: the editor's draft goes back on top of it.
    await save({ ...versionWithSeoTitle(latest, published, seoTitle), _status: 'draft' }, true)
  }
  return { id: live.id, seoTitle }
}
