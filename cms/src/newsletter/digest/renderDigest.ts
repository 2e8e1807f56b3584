import { SITE_NAME, escapeHtml } from '@blockwise/shared'

import { env } from '@/env'

import { mailLayout, type MailBody } from '../mails/mailLayout'

import { ARTICLE_TYPE_LABEL } from './articleTypeLabel'
import type { DigestArticle } from './digestArticles'
import { introHtml } from './introHtml'

/** Stand-ins filled per reader when an issue is sent (the rendered issue is stored once). */
const READER_NAME = '%%READER_NAME%%'
const UNSUBSCRIBE_PAGE = '%%UNSUBSCRIBE_PAGE%%'

/** What an issue says: the editor's subject and intro, and its articles in the editor's order. */
export interface DigestContent {
  subject: string
  intro: string
  articles: DigestArticle[]
}

export interface RenderedDigest extends MailBody {
  subject: string
  articleCount: number
}

export const articleUrl = (article: Pick<DigestArticle, 'slug'>) =>
  `${env.siteUrl}/articles/${article.slug}`

function imageUrl(article: DigestArticle): string | null {
  const image = article.featuredImage
  if (!image || typeof image === 'string') return null
  const path = image.sizes?.card?.url ?? image.url
  return path ? new URL(path, env.siteUrl).toString() : null
}

function articleHtml(article: DigestArticle): string {
  const url = escapeHtml(articleUrl(article))
  const image = imageUrl(article)
  return `<tr><td style="padding:12px 0;border-bottom:1px solid #f4f4f5">
${image ? `<a href="${url}"><img src="${escapeHtml(image)}" width="544" alt="" style="display:block;width:100%;max-width:544px;height:auto;border-radius:8px;margin-bottom:10px"></a>` : ''}
<p style="margin:0 0 4px;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:0.06em;color:#4f46e5">${ARTICLE_TYPE_LABEL[article.articleType]}</p>
<a href="${url}" style="font-size:18px;font-weight:700;color:#18181b;text-decoration:none">${escapeHtml(article.title)}</a>
<p style="margin:6px 0 0;color:#3f3f46">${escapeHtml(article.excerpt)}</p>
<p style="margin:6px 0 0;font-size:13px;color:#6b7280">${article.readTime} min read · <a href="${url}" style="color:#4f46e5">Read on ${SITE_NAME}</a></p>
</td></tr>`
}

const articleText = (article: DigestArticle) =>
  `${ARTICLE_TYPE_LABEL[article.articleType].toUpperCase()}: ${article.title}\n${article.excerpt}\n${article.readTime} min read: ${articleUrl(article)}`

/** The weekly digest for every reader: a greeting, the intro, then the articles in their order. */
export function renderDigest({ subject, intro, articles }: DigestContent): RenderedDigest {
  const list = articles.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${articles.map(articleHtml).join('')}</table>`
    : ''
  const body = mailLayout(
    {
      html: `<p>Hi ${READER_NAME},</p>${introHtml(intro)}${list}`,
      text: [`Hi ${READER_NAME},`, intro.trim(), ...articles.map(articleText)]
        .filter(Boolean)
        .join('\n\n'),
    },
    UNSUBSCRIBE_PAGE,
  )
  return { subject, ...body, articleCount: articles.length }
}

/** One reader's copy of a rendered issue. */
export function personalise(
  template: string,
  name: string,
  unsubscribePage: string,
  html: boolean,
) {
  const safe = (value: string) => (html ? escapeHtml(value) : value)
  return template
    .replaceAll(READER_NAME, safe(name))
    .replaceAll(UNSUBSCRIBE_PAGE, safe(unsubscribePage))
}

/**
 * A rendered digest as `name` reads it before it goes out (the preview's sample reader, or the
 * editor sending a test): the unsubscribe link leads to the site's page, not to a subscription.
 */
export function sampleCopy(digest: RenderedDigest, name = 'Reader'): MailBody {
  const unsubscribePage = `${env.siteUrl}/newsletter/unsubscribe`
  return {
    html: personalise(digest.html, name, unsubscribePage, true),
    text: personalise(digest.text, name, unsubscribePage, false),
  }
}
