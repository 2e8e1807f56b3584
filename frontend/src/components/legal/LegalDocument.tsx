import Link from 'next/link'
import { Fragment, type ReactNode } from 'react'

import { ManageCookiePreferencesButton } from './ManageCookiePreferencesButton'
import styles from './LegalDocument.module.css'

/**
 * The shape of a legal text. Content is plain typed data: the renderer turns it into elements, so
 * no HTML string ever reaches the page. Links are limited to site paths, in-page anchors, mailto and
 * https, and the type system enforces it.
 */
type LegalHref = `/${string}` | `#${string}` | `mailto:${string}` | `https://${string}`

type InlinePart = string | { href: LegalHref; label: string } | { strong: string }

/** A run of text: a plain string, or parts mixing text, emphasis and links. */
type RichText = string | readonly InlinePart[]

type LegalBlock =
  | { type: 'p'; text: RichText }
  | { type: 'ul'; items: readonly RichText[] }
  /** A highlighted paragraph for what a reader must not miss. */
  | { type: 'note'; text: RichText }
  | {
      type: 'table'
      caption: string
      head: readonly string[]
      rows: readonly (readonly RichText[])[]
    }
  /** The button that reopens the cookie consent banner. */
  | { type: 'manage-cookie-preferences' }

interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocumentContent {
  title: string
  /** One sentence, used as the page's meta description. */
  description: string
  /** Human-readable date, e.g. "24 August 2025"; the document is effective the same day. */
  lastUpdated: string
  intro: readonly RichText[]
  sections: readonly LegalSection[]
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** "24 August 2025" → "2025-08-24" for the `<time>` element; undefined if the date is not in that form. */
function isoDate(human: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(human.trim())
  if (!match) return undefined
  const [, day = '', monthName = '', year = ''] = match
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1
  if (month === 0) return undefined
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`
}

function Inline({ part }: { part: InlinePart }): ReactNode {
  if (typeof part === 'string') return part
  if ('strong' in part) return <strong>{part.strong}</strong>
  if (part.href.startsWith('/')) return <Link href={part.href}>{part.label}</Link>
  return <a href={part.href}>{part.label}</a>
}

function Rich({ text }: { text: RichText }): ReactNode {
  if (typeof text === 'string') return text
  return text.map((part, index) => (
    <Fragment key={index}>
      <Inline part={part} />
    </Fragment>
  ))
}

function Block({ block }: { block: LegalBlock }): ReactNode {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <Rich text={block.text} />
        </p>
      )
    case 'ul':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      )
    case 'note':
      return (
        <p className={styles.note}>
          <Rich text={block.text} />
        </p>
      )
    case 'table':
      // Narrow screens show each row as a stacked card (see the CSS). Changing `display` on table
      // parts makes some browsers drop their table semantics, so the roles are spelled out.
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table} role="table">
            <caption className={styles.caption}>{block.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {block.head.map((heading) => (
                  <th key={heading} scope="col" role="columnheader">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} role="row">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" role="rowheader">
                        <Rich text={cell} />
                      </th>
                    ) : (
                      <td key={cellIndex} role="cell" data-label={block.head[cellIndex]}>
                        <Rich text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'manage-cookie-preferences':
      return (
        <p className={styles.action}>
          <ManageCookiePreferencesButton className={styles.button} />
        </p>
      )
  }
}

/** Renders the terms, the privacy policy or the cookie policy: title, date, contents, sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const dateTime = isoDate(document.lastUpdated)
  return (
    <article className={styles.document} aria-labelledby="legal-document-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 id="legal-document-title" className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.meta}>
          <span>
            Last updated: <time dateTime={dateTime}>{document.lastUpdated}</time>
          </span>
          <span>
            Effective: <time dateTime={dateTime}>{document.lastUpdated}</time>
          </span>
        </p>
        <div className={styles.intro}>
          {document.intro.map((paragraph, index) => (
            <p key={index}>
              <Rich text={paragraph} />
            </p>
          ))}
        </div>
      </header>

      <div className={styles.layout}>
        <nav aria-label="Contents" className={styles.toc}>
          <h2 className={styles.tocTitle}>Contents</h2>
          <ol className={styles.tocList}>
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  <span className={styles.tocNumber}>{index + 1}.</span>{' '}
                  <span>{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.section}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
