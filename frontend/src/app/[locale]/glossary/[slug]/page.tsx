import type { Metadata } from 'next'
import Link from 'next/link'

import { explanationParagraphs } from '@blockwise/shared/schemas/glossary'

import { BackLink } from '@/components/chrome/BackLink'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

import styles from '../glossary.module.css'

import { aliasesText, glossaryEntryAt, glossaryTermJsonLdText } from './glossaryTermPages'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = noPathsAtBuildTime

const entryOf = async (params: Props['params']) => glossaryEntryAt((await params).slug)

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
        dangerouslySetInnerHTML={{ __html: glossaryTermJsonLdText(entry) }}
      />
      <BackLink href="/glossary">All terms</BackLink>
      <h1 className={styles.title}>{entry.term}</h1>
      {entry.aliases.length > 0 && (
        <p className={styles.alsoKnown}>Also called: {aliasesText(entry)}</p>
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
