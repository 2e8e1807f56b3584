import type { Author } from '@blockwise/shared'

import styles from './AuthorAvatar.module.css'

/** The author's local avatar, or their initials on their colour. */
export function AuthorAvatar({ author, size = 32 }: { author: Author | undefined; size?: number }) {
  if (!author) return null
  if (author.avatar) {
    const src = `/${author.avatar.replace(/^\/+/, '')}`
    return (
      <img src={src} alt="" width={size} height={size} loading="lazy" className={styles.avatar} />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={styles.initials}
      style={{ width: size, height: size, background: author.color, fontSize: size * 0.4 }}
    >
      {author.initials}
    </span>
  )
}

export function AuthorByline({ author, size }: { author: Author | undefined; size?: number }) {
  return (
    <span className={styles.byline}>
      <AuthorAvatar author={author} size={size} />
      <span>{author?.name ?? 'Blockwise'}</span>
    </span>
  )
}
