import { Article } from '@fedify/vocab'

import { FEDERATION_PATHS } from '@blockwise/shared/federation/addresses'

import { articleObject } from './articleObject'
import type { BlockwiseFederation } from './contextData'
import { liveArticle } from './federatedArticles'

/** A live article's object at its page's address; a draft or unknown slug is not found. */
export function registerArticleObjects(federation: BlockwiseFederation): void {
  federation.setObjectDispatcher(Article, FEDERATION_PATHS.article, async (ctx, values) => {
    const article = await liveArticle(ctx.data, { slug: values.slug })
    return article && articleObject(ctx, article)
  })
}
