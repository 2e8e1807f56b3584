import type { Metadata } from 'next'
import Link from 'next/link'

import { serializeJsonLd } from '@/components/articles/articleJsonLd'
import { PageHeader } from '@/components/chrome/PageHeader'
import {
  GLOSSARY_DESCRIPTION,
  GLOSSARY_TITLE,
  glossaryJsonLd,
} from '@/components/glossary/glossaryJsonLd'
import { lettersOf } from '@/components/glossary/lettersOf'
import { siteUrl } from '@/env'
import { getGlossary } from '@/lib/cms/glossary'

import styles from './glossary.module.css'

export const metadata: Metadata = {
  title: GLOSSARY_TITLE,
  description: GLOSSARY_DESCRIPTION,
  alternates: { canonical: '/glossary' },
  openGraph: { title: GLOSSARY_TITLE, description: GLOSSARY_DESCRIPTION, url: '/glossary' },
}

const anchorOf = (letter: string) => (letter === '#' ? 'letter-other' : `letter-${letter}`)

/** `/glossary`: every term A–Z, grouped by letter, with an index of the letters. */
export default async function GlossaryPage() {
  const terms = await getGlossary()
  const groups = lettersOf(terms)
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(glossaryJsonLd(terms, siteUrl())) }}
      />
      <PageHeader title={GLOSSARY_TITLE} intro={GLOSSARY_DESCRIPTION} />
      {groups.length === 0 ? (
        <p className={styles.empty}>The glossary has no terms yet.</p>
      ) : (
        <>
          <nav aria-label="Glossary letters" className={styles.letters}>
            <ul>
              {groups.map(({ letter }) => (
                <li key={letter}>
                  <a href={`#${anchorOf(letter)}`}>{letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ letter, terms: grouped }) => (
            <section
              key={letter}
              id={anchorOf(letter)}
              aria-labelledby={`${anchorOf(letter)}-heading`}
              className={styles.group}
            >
              <h2 id={`${anchorOf(letter)}-heading`} className={styles.letter}>
                {letter}
              </h2>
              <dl className={styles.terms}>
                {grouped.map((term) => (
                  <div key={term.slug} className={styles.term}>
                    <dt>
                      <Link href={`/glossary/${term.slug}`} prefetch={false}>
                        {term.term}
                      </Link>
                      {term.aliases.length > 0 && (
                        <span className={styles.aliases}> ({term.aliases.join(', ')})</span>
                      )}
                    </dt>
                    <dd>{term.shortDefinition}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
    </>
  )
}
