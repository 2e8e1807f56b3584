import type { Article, Author } from '@blockwise/shared'
import { sanitizeArticleHtml } from '@blockwise/shared'

import { articleJsonLd, serializeJsonLd } from '@/components/articles/articleJsonLd'
import { glossaryLinkedHtml } from '@/components/glossary/glossaryLinkedHtml'
import { siteUrl } from '@/env'
import type { SiteSettings } from '@/lib/cms/siteSettings'

/** The article's body as its page shows it: sanitised, with glossary terms linked. */
export const articleBodyHtml = (article: Article) =>
  glossaryLinkedHtml(sanitizeArticleHtml(article.content), article.glossaryLinks)

/** The page's JSON-LD, as the text of its script. */
export const articleJsonLdText = (
  article: Article,
  author: Author | undefined,
  settings: SiteSettings,
) => serializeJsonLd(articleJsonLd(article, author, siteUrl(), settings.siteName))
