'use client'

import { ARTICLE_TYPES, DEFAULT_ARTICLE_TYPE } from '@blockwise/shared/constants'
import {
  GENERATION_TOPIC_MAX_LENGTH,
  generationRequestSchema,
} from '@blockwise/shared/schemas/generation'
import { Banner, Button } from '@payloadcms/ui'
import { useRef, type FormEvent } from 'react'

import styles from './form.module.css'
import { useAuthors, useGenerationStatus } from './generation'
import { toastNotStarted, useStartGeneration } from './useStartGeneration'

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** The editor's request for a new AI article: topic, type and the author it is written as. */
export function GenerateArticleForm() {
  const topic = useRef<HTMLInputElement>(null)
  const status = useGenerationStatus()
  const authors = useAuthors()
  // Only the topic is cleared: the next article is often of the same type by the same author.
  const start = useStartGeneration({
    onStarted: () => {
      if (topic.current) topic.current.value = ''
    },
  })
  const problems = status.data?.configured === false ? status.data.problems : []
  const hasAuthors = (authors.data?.length ?? 0) > 0
  const canSubmit = status.data?.configured === true && hasAuthors && !start.isPending

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's own rules, so a topic it would refuse is refused here with the same words.
    const request = generationRequestSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    )
    if (request.success) start.mutate(request.data)
    else toastNotStarted(request.error.issues[0]?.message ?? 'Check the form and try again.')
  }

  return (
    <form className={styles.form} aria-labelledby="generate-article-heading" onSubmit={submit}>
      <h1 id="generate-article-heading">Generate article</h1>
      <p className={styles.intro}>
        Claude writes the article and Google&apos;s image model draws its featured image. Once both
        are saved the article waits as a draft for an editor to review and publish (unless the site
        settings publish AI articles at once); until then it is listed under Incomplete articles.
      </p>

      {status.isError && (
        <Banner type="error">Could not check the AI configuration: {status.error.message}</Banner>
      )}
      {problems.length > 0 && (
        <Banner type="warning">
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Banner>
      )}

      <div className={styles.field}>
        <label htmlFor="generate-topic">
          Topic <span aria-hidden="true">*</span>
        </label>
        <input
          ref={topic}
          id="generate-topic"
          name="topic"
          required
          maxLength={GENERATION_TOPIC_MAX_LENGTH}
          aria-describedby="generate-topic-hint"
        />
        <p id="generate-topic-hint" className={styles.hint}>
          What the article is about, at most {GENERATION_TOPIC_MAX_LENGTH} characters.
        </p>
      </div>

      <div className={styles.field}>
        <label htmlFor="generate-article-type">Article type</label>
        <select id="generate-article-type" name="articleType" defaultValue={DEFAULT_ARTICLE_TYPE}>
          {ARTICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalised(type)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor="generate-author">Author</label>
        <select id="generate-author" name="authorId" required disabled={!hasAuthors}>
          {authors.isPending && <option value="">Loading authors…</option>}
          {authors.data?.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
        {authors.data?.length === 0 && (
          <p className={styles.hint}>No authors yet: add one under Authors first.</p>
        )}
        {authors.isError && (
          <p className={styles.error}>Could not load the authors: {authors.error.message}</p>
        )}
      </div>

      <Button type="submit" size="large" margin={false} disabled={!canSubmit}>
        {start.isPending ? 'Starting…' : 'Generate article'}
      </Button>
    </form>
  )
}
