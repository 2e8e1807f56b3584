import styles from './monitor.module.css'

/** What the two flags mean and when an article is finished. */
export function FlagsExplainer() {
  return (
    <section className={styles.card} aria-labelledby="incomplete-articles-explainer">
      <h2 id="incomplete-articles-explainer">How AI generation completes an article</h2>
      <dl>
        <dt>Claude Article Saved</dt>
        <dd>Claude has written the article (title, excerpt, body, tags) and it is saved.</dd>
        <dt>Google Image Saved</dt>
        <dd>Google&apos;s image model has drawn the featured image and it is saved.</dd>
      </dl>
      <p>
        An article is finished only when both the text and the image are saved: it then leaves this
        list and, by default, waits as a draft until an editor publishes it. Until then it stays a
        draft and is listed here. Retry re-runs only the missing step(s); Delete removes the record,
        not the draft article.
      </p>
    </section>
  )
}
