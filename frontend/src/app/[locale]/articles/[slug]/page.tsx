// In the page's own stylesheet, so the space kept for a mention's price is there at first paint.
import '@/components/coinMentions/coinMentions.css'

import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { coinMentionIds } from '@blockwise/shared'

import { ReadingBeacon } from '@/components/analytics/ReadingBeacon'
import { ArticleCardOnServer } from '@/components/articles/ArticleCardOnServer'
import { ArticleCorrections } from '@/components/articles/ArticleCorrections'
import { articleImage } from '@/components/articles/articleImage'
import { AuthorByline } from '@/components/articles/AuthorAvatar'
import { CoinMentions, ToolEmbeds } from '@/components/articles/articleExtras'
import { ClapButton } from '@/components/articles/ClapButton'
import { formatDate } from '@/components/articles/formatDate'
import { SafeImage } from '@/components/articles/SafeImage'
import { TypeBadge } from '@/components/articles/TypeBadge'
import { ShareRow } from '@/components/articles/ShareRow'
import { UpdatedDate } from '@/components/articles/UpdatedDate'
import { ViewTracker } from '@/components/articles/ViewTracker'
import { BackLink } from '@/components/chrome/BackLink'
import { FollowOnFediverse } from '@/components/fediverse/FollowOnFediverse'
import { ArticleLessonBar, ArticleLessonProgress } from '@/components/learningPaths/ArticleLessons'
import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { hasToolEmbeds } from '@/components/toolEmbeds/hasToolEmbeds'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

import { articleMetadata } from './articleMetadata'
import { getArticlePageData } from './articlePageData'
import { articleBodyHtml, articleJsonLdText } from './articlePageParts'
import styles from './page.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = noPathsAtBuildTime

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const { article, authors, preview } = await getArticlePageData(slug)
  if (!article) notFound()
  return articleMetadata(article, authors[article.authorId], Boolean(preview))
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const { article, authors, readMore, settings, preview, draft, live } =
    await getArticlePageData(slug)
  if (!article) notFound()
  const author = authors[article.authorId]
  const { src, srcSet, alt } = articleImage(article, 'hero')
  const path = `/articles/${article.slug}`
  const body = await articleBodyHtml(article)
  const coinIds = coinMentionIds(body)

  return (
    <article className={styles.article}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: articleJsonLdText(article, author, settings) }}
      />
      <BackLink href="/">Back to Home</BackLink>
      <div className={styles.kicker}>
        <TypeBadge type={article.articleType} className={styles.badge} />
        <span>{article.readTime} min read</span>
      </div>
      <ArticleLessonBar slug={article.slug} />
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <div className={styles.byline}>
        <AuthorByline author={author} size={40} linked />
        {article.publishedAt && (
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        )}
        <UpdatedDate at={article.lastSubstantiveUpdate} />
      </div>
      <ShareRow path={path} title={article.title} />
      {article.aiAssisted && (
        <p className={styles.disclosure}>
          <strong>AI-assisted.</strong> Drafted by an AI model (Claude) in the author’s voice and
          illustrated by an AI image model (Gemini); our editors set the topic and the rules it
          follows. Do your own research.{' '}
          <Link href="/ai-policy" prefetch={false}>
            Our AI policy
          </Link>
        </p>
      )}
      <figure className={styles.figure}>
        <div className={styles.frame}>
          <SafeImage
            src={src}
            srcSet={srcSet}
            sizes="(min-width: 900px) 860px, 100vw"
            alt={alt}
            width={1600}
            height={900}
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
        </div>
        {article.featuredImageCredit && (
          <figcaption className={styles.credit}>{article.featuredImageCredit}</figcaption>
        )}
      </figure>
      <NewsletterBlock />
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: body }} />
      {coinIds.length > 0 && <CoinMentions ids={coinIds} />}
      <ArticleLessonProgress slug={article.slug} />
      {hasToolEmbeds(body) && <ToolEmbeds />}
      <ArticleCorrections notes={article.corrections} />
      <div className={styles.engage} role="group" aria-label="Clap and share">
        <ClapButton slug={article.slug} />
        <ShareRow path={path} title={article.title} />
      </div>
      <FollowOnFediverse slug={article.slug} siteName={settings.siteName} author={author} />
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {article.tags.map((tag, index) => {
            const slug = article.tagSlugs[index]
            return (
              <li key={tag}>
                {slug ? (
                  <Link href={`/tags/${slug}`} prefetch={false} className={styles.tag}>
                    #{tag}
                  </Link>
                ) : (
                  <span className={styles.tag}>#{tag}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {readMore.length > 0 && (
        <section aria-labelledby="read-more" className={styles.readMore}>
          <h2 id="read-more">Read More</h2>
          <div className={styles.readMoreGrid}>
            {readMore.map((other) => (
              <ArticleCardOnServer
                key={other.id}
                article={other}
                author={authors[other.authorId]}
              />
            ))}
          </div>
        </section>
      )}
      {preview ? (
        <PreviewBanner preview={preview} draft={draft} live={live} path={path} />
      ) : (
        <>
          <ViewTracker slug={article.slug} />
          <ReadingBeacon slug={article.slug} readTime={article.readTime} />
        </>
      )}
    </article>
  )
}
