import type { ArticleType } from '@blockwise/shared'
import Link from 'next/link'

/** The section listing each type of article. */
export const SECTION_PATHS: Readonly<Record<ArticleType, string>> = {
  news: '/news',
  opinion: '/opinions',
  analysis: '/analysis',
  learn: '/learn',
}

/** An article's type, linking to its section. */
export function TypeBadge({ type, className }: { type: ArticleType; className?: string }) {
  return (
    <Link href={SECTION_PATHS[type]} prefetch={false} className={className}>
      {type}
    </Link>
  )
}
