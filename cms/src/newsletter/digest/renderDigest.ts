import { SITE_NAME, escapeHtml } from '@blockwise/shared'

import { env } from '@/env'

import { mailLayout, type MailBody } from '../mails/mailLayout'

import type { DigestArticle, DigestArticles } from './digestArticles'

/** Stand-ins filled per reader when an issue is sent (the rendered issue is stored once). */
const READER_NAME = '%%READER_NAME%%'
const UNSUBSCRIBE_PAGE = '%%UNSUBSCRIBE_PAGE%%'

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
<a href="${url}" style="font-size:18px;font-weight:700;color:#18181b;text-decoration:none">${escapeHtml(article.title)}</a>
<p style="margin:6px 0 0;color:#3f3f46">${escapeHtml(article.excerpt)}</p>
<p style="margin:6px 0 0;font-size:13px;color:#6b7280">${article.readTime} min read · <a href="${url}" style="color:#4f46e5">Read on ${SITE_NAME}</a></p>
</td></tr>`
}

function section(title: string, articles: DigestArticle[]): MailBody {
  if (!articles.length) return { html: '', text: '' }
  return {
    html: `<h2 style="font-size:15px;text-transform:uppercase;letter-spacing:0.06em;color:#4f46e5;margin:24px 0 4px">${title}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${articles.map(articleHtml).join('')}</table>`,
    text: [
      title.toUpperCase(),
      ...articles.map(
        (article) =>
          `\n${article.title}\n${article.excerpt}\n${article.readTime} min read: ${articleUrl(article)}`,
      ),
    ].join('\n'),
  }
}

/** The weekly digest for every reader: this week's lessons first, then the news they read most. */
export function renderDigest({ learn, news }: DigestArticles): RenderedDigest {
  const lessons = section('This week’s lessons', learn)
  const stories = section('Most read news', news)
  const lead = learn[0] ?? news[0]
  const body = mailLayout(
    {
      html: `<p>Hi ${READER_NAME},</p><p>Here is your box of crypto knowledge for the week.</p>${lessons.html}${stories.html}`,
      text: `Hi ${READER_NAME},\n\nHere is your box of crypto knowledge for the week.\n\n${lessons.text}\n\n${stories.text}`.trim(),
    },
    UNSUBSCRIBE_PAGE,
  )
  return {
    subject: lead ? `${SITE_NAME} weekly: ${lead.title}` : `${SITE_NAME} weekly`,
    ...body,
    articleCount: learn.length + news.length,
  }
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
