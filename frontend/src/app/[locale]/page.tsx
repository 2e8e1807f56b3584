import type { Metadata } from 'next'
import Link from 'next/link'

import {
  HOME_CAROUSEL_SIZE,
  HOME_SECTION_SIZE,
  type ArticleSummary,
  type ArticleType,
} from '@blockwise/shared'

import { ArticleCard } from '@/components/articles/ArticleCard'
import { ArticleGrid } from '@/components/articles/ArticleGrid'
import { carouselSlides } from '@/components/articles/carouselSlides'
import { FeaturedCarousel } from '@/components/articles/FeaturedCarousel'
import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { getHomeArticles } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'

import styles from './page.module.css'

export const metadata: Metadata = { alternates: { canonical: '/' } }

const SECTIONS: Array<{ type: ArticleType; title: string; href: string; empty: string }> = [
  {
    type: 'news',
    title: 'News',
    href: '/news',
    empty: 'No news articles available at the moment.',
  },
  {
    type: 'opinion',
    title: 'Opinion',
    href: '/opinions',
    empty: 'No opinion articles available at the moment.',
  },
  {
    type: 'analysis',
    title: 'Analysis',
    href: '/analysis',
    empty: 'No analysis articles available at the moment.',
  },
]

function ofType(articles: ArticleSummary[], type: ArticleType): ArticleSummary[] {
  return articles.filter((article) => article.articleType === type).slice(0, HOME_SECTION_SIZE)
}

export default async function HomePage() {
  const [articles, authors] = await Promise.all([getHomeArticles(), getAuthorRecord()])
  const stories = articles.filter((article) => article.articleType !== 'learn')
  const carousel = stories.slice(0, HOME_CAROUSEL_SIZE)

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Blockwise: crypto news and education</h1>
      <div className={styles.hero}>
        <div className={styles.featured}>
          <h2 className={styles.featuredTitle}>
            <Link href="/featured">
              Featured <span aria-hidden="true">→</span>
            </Link>
          </h2>
          <FeaturedCarousel slides={carouselSlides(carousel, authors)} />
        </div>
        <aside className={styles.latest} aria-labelledby="latest-stories">
          <h2 id="latest-stories" className={styles.latestTitle}>
            Latest Stories
          </h2>
          <div className={styles.latestList}>
            {stories.slice(0, 5).map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                author={authors[article.authorId]}
                size="small"
              />
            ))}
          </div>
        </aside>
      </div>

      {SECTIONS.map((section) => (
        <section
          key={section.type}
          aria-labelledby={`section-${section.type}`}
          className={styles.section}
        >
          <div className={styles.sectionHeader}>
            <h2 id={`section-${section.type}`}>{section.title}</h2>
            <Link href={section.href} className={styles.more}>
              More Articles <span aria-hidden="true">→</span>
            </Link>
          </div>
          <ArticleGrid
            articles={ofType(articles, section.type)}
            authors={authors}
            emptyText={section.empty}
            eagerImages={0}
          />
        </section>
      ))}

      <NewsletterBlock />
    </div>
  )
}
