import Link from 'next/link'

import type { Author } from '@blockwise/shared'

import styles from './AuthorAvatar.module.css'

/** What a byline shows of an author: no more reaches the browser. */
export type BylineAuthor = Pick<Author, 'name' | 'avatar' | 'initials' | 'color' | 'slug'>

export function bylineAuthor(author: BylineAuthor | undefined): BylineAuthor | undefined {
  return (
    author && {
      name: author.name,
      avatar: author.avatar,
      initials: author.initials,
      color: author.color,
      slug: author.slug,
    }
  )
}

/** Bylines by author id, for lists rendered in the browser. */
export function bylineAuthors(authors: Record<string, Author>): Record<string, BylineAuthor> {
  return Object.fromEntries(
    Object.entries(authors).map(([id, author]) => [id, bylineAuthor(author) as BylineAuthor]),
  )
}

/** The author's local avatar, or their initials on their colour. */
export function AuthorAvatar({
  author,
  size = 32,
}: {
  author: BylineAuthor | undefined
  size?: number
}) {
  if (!author) return null
  // The contract gives the avatar as a URL path on the site's origin, used as it is: a page
  // template fills the value into the hole its specimen's value left.
  if (author.avatar) {
    return (
      <img
        src={author.avatar}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={styles.avatar}
      />
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

/** The author's avatar and name; with `linked`, a link to their page. */
export function AuthorByline({
  author,
  size,
  linked = false,
}: {
  author: BylineAuthor | undefined
  size?: number
  linked?: boolean
}) {
  const content = (
    <>
      <AuthorAvatar author={author} size={size} />
      <span>{author?.name ?? 'Blockwise'}</span>
    </>
  )
  if (linked && author) {
    return (
      <Link href={`/authors/${author.slug}`} prefetch={false} className={styles.byline}>
        {content}
      </Link>
    )
  }
  return <span className={styles.byline}>{content}</span>
}
