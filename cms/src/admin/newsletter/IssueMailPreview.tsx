import type { UIFieldServerComponent } from 'payload'

import { relationshipIds } from '@/lib/relationshipIds'
import { ARTICLE_TYPE_LABEL } from '@/newsletter/digest/articleTypeLabel'
import { issueContent } from '@/newsletter/digest/issueContent'
import { renderDigest, sampleCopy } from '@/newsletter/digest/renderDigest'

import editorial from '../editorial.module.css'

import styles from './newsletter.module.css'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The issue's edit view: its articles in order, its subject and the mail as it will be sent
 * (the send's own template, greeting a sample reader), in a frame that runs no script. Built from
 * the saved issue: it is drawn again on every save.
 */
export const IssueMailPreview: UIFieldServerComponent = async ({ data, id, payload }) => {
  if (id === undefined) return null
  const content = await issueContent(payload, {
    subject: text(data.subject),
    intro: text(data.intro),
    articles: relationshipIds(data.articles),
  })
  const { html } = sampleCopy(renderDigest(content))
  const left = relationshipIds(data.articles).length - content.articles.length
  return (
    <section className={`field-type ${styles.card}`} aria-labelledby="issue-mail-preview">
      <h2 id="issue-mail-preview">The mail as it will be sent</h2>
      <p className={styles.subject}>
        <span className={styles.label}>Subject</span> <span>{content.subject}</span>
      </p>
      <ol className={styles.articles} aria-label="Articles in this issue, in order">
        {content.articles.map((article) => (
          <li key={article.id}>
            <span className={styles.tag}>{ARTICLE_TYPE_LABEL[article.articleType]}</span>{' '}
            {article.title}
          </li>
        ))}
      </ol>
      {left > 0 && (
        <p className={editorial.muted} role="status">
          {left} article{left === 1 ? ' is' : 's are'} no longer published and will be left out.
        </p>
      )}
      <p className={editorial.muted}>Save to see your changes here.</p>
      <iframe className={styles.frame} title="Mail preview" sandbox="" srcDoc={html} />
    </section>
  )
}
