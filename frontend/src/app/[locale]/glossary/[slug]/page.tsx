import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { explanationParagraphs } from '@blockwise/shared/schemas/glossary'

import { BackLink } from '@/components/chrome/BackLink'
import { serializeJsonLd } from '@/components/articles/articleJsonLd'
import { glossaryTermJsonLd } from '@/components/glossary/glossaryJsonLd'
import { siteUrl } from '@/env'
import { getGlossaryEntry } from '@/lib/cms/glossary'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

import styles from '../glossary.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = noPathsAtBuildTime

async function entryOf(params: Props['params']) {
  const { slug } = await params
  const entry = await getGlossaryEntry(slug)
  if (!entry) notFound()
  return entry
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryOf(params)
  const title = `${entry.term} — Crypto Glossary`
  const path = `/glossary/${entry.slug}`
  return {
    title,
    description: entry.shortDefinition,
    alternates: { canonical: path },
    openGraph: { title, description: entry.shortDefinition, url: path },
  }
}

/** `/glossary/{slug}`: the term, its other names, its explanation, related terms and articles. */
export default async function GlossaryTermPage({ params }: Props) {
  const entry = await entryOf(params)
  const paragraphs = explanationParagraphs(entry.explanation)
  return (
    <article className={styles.entry}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(glossaryTermJsonLd(entry, siteUrl())),
        }}
      />
      <BackLink href="/glossary">All terms</BackLink>
      <h1 className={styles.title}>{entry.term}</h1>
      {entry.aliases.length > 0 && (
        <p className={styles.alsoKnown}>Also called: {entry.aliases.join(', ')}</p>
      )}
      <p className={styles.definition}>{entry.shortDefinition}</p>
      {paragraphs.length > 0 && (
        <div className="prose">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {entry.relatedTerms.length > 0 && (
        <section aria-labelledby="related-terms" className={styles.related}>
          <h2 id="related-terms">Related terms</h2>
          <ul className={styles.relatedTerms}>
            {entry.relatedTerms.map((term) => (
              <li key={term.slug}>
                <Link href={`/glossary/${term.slug}`} prefetch={false}>
                  {term.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {entry.relatedArticles.length > 0 && (
        <section aria-labelledby="related-articles" className={styles.related}>
          <h2 id="related-articles">Read more</h2>
          <ul className={styles.relatedArticles}>
            {entry.relatedArticles.map((article) => (
              <li key={article.slug}>
                <span className={styles.type}>{article.articleType}</span>
                <Link href={`/articles/${article.slug}`} prefetch={false}>
                  {article.title}
                </Link>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
