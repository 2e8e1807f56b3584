import type { ArticleFilter } from '@/lib/cms/articles'
import { pagedMetadata } from '@/lib/paging'

export interface Section {
  basePath: string
  title: string
  intro: string
  emptyText: string
  filter: ArticleFilter
  /** The section's RSS feed, if it has one. */
  feed?: string
}

/** The paged sections of the site (docs/product.md#screens). */
export const SECTIONS = {
  news: {
    basePath: '/news',
    title: 'News',
    intro: 'What happened in crypto and what it means, explained without the hype.',
    emptyText: 'No news articles available at the moment.',
    filter: { articleType: 'news' },
    feed: '/news/rss.xml',
  },
  opinions: {
    basePath: '/opinions',
    title: 'Opinion',
    intro: 'Arguments from our writers. Opinion, never financial advice.',
    emptyText: 'No opinion articles available at the moment.',
    filter: { articleType: 'opinion' },
    feed: '/opinions/rss.xml',
  },
  analysis: {
    basePath: '/analysis',
    title: 'Analysis',
    intro:
      'How crypto works underneath: mechanisms, trade-offs and the numbers behind the headlines.',
    emptyText: 'No analysis articles available at the moment.',
    filter: { articleType: 'analysis' },
    feed: '/analysis/rss.xml',
  },
  learn: {
    basePath: '/learn',
    title: 'Learn',
    intro: 'Beginner-friendly lessons on how crypto works, one box at a time.',
    emptyText: 'No learn articles available at the moment.',
    filter: { articleType: 'learn' },
    feed: '/learn/rss.xml',
  },
  featured: {
    basePath: '/featured',
    title: 'Featured',
    intro: 'The stories and explainers our editors think every reader should see.',
    emptyText: 'No featured articles available at the moment.',
    filter: { featured: true },
  },
} satisfies Record<string, Section>

export type SectionName = keyof typeof SECTIONS

/** A section's title, description, canonical address and feed on page `page`. */
export function sectionMetadata(section: Section, page: number) {
  return pagedMetadata(
    { title: section.title, description: section.intro, basePath: section.basePath },
    page,
    section.feed ? { types: { 'application/rss+xml': section.feed } } : {},
  )
}
