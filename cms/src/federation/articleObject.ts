import { Temporal } from '@js-temporal/polyfill'
import { Article, Hashtag, Image, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab'

import { PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'
import { escapeHtml } from '@blockwise/shared/text'

import type { BlockwiseContext } from './contextData'
import type { FederatedArticle } from './federatedArticles'
import { siteAddress } from './siteAddress'

/** An article's object id: its page's address, which answers the object when asked for JSON. */
export const articleUri = (slug: string): URL =>
  siteAddress(`/articles/${encodeURIComponent(slug)}`)

/** A tag as a hashtag Mastodon links: letters and digits only. */
const hashtagName = (name: string) => `#${name.replace(/[^\p{L}\p{N}_]+/gu, '')}`

/** Links and images of the stored HTML point at the site, wherever the object is read. */
const absolute = (html: string) =>
  html.replace(
    /\b(href|src)="\/(?!\/)/g,
    (_match, attribute: string) => `${attribute}="${siteAddress('/').href}`,
  )

export function articleObject(ctx: BlockwiseContext, article: FederatedArticle): Article {
  const url = articleUri(article.slug)
  return new Article({
    id: url,
    url,
    name: article.title,
    summary: `<p>${escapeHtml(article.excerpt)}</p>`,
    content: absolute(article.contentHtml),
    attributions: [ctx.getActorUri(article.authorId), ctx.getActorUri(PUBLICATION_ACTOR)],
    tags: article.tags
      .filter((tag) => hashtagName(tag.name).length > 1)
      .map(
        (tag) =>
          new Hashtag({
            name: hashtagName(tag.name),
            href: siteAddress(`/tags/${encodeURIComponent(tag.slug)}`),
          }),
      ),
    image: article.image ? new Image({ url: siteAddress(article.image) }) : null,
    published: Temporal.Instant.from(article.publishedAt),
    updated: Temporal.Instant.from(article.updatedAt),
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(PUBLICATION_ACTOR), ctx.getFollowersUri(article.authorId)],
  })
}

/** What followers are told is gone: the article's address, deleted now. */
export const articleTombstone = (slug: string): Tombstone =>
  new Tombstone({ id: articleUri(slug), deleted: Temporal.Now.instant() })
