import Link from 'next/link'
import type { ComponentProps } from 'react'

import { SkeletonWhileOpening } from './SkeletonWhileOpening'

type ArticleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { slug: string }

/**
 * A link to an article page, showing the article skeleton while it opens. Not prefetched: a page of
 * cards would fetch a dozen articles while it is still loading, work a reader pays for in CPU and
 * data whether or not they open one.
 */
export function ArticleLink({ slug, children, ...props }: ArticleLinkProps) {
  return (
    <Link href={`/articles/${slug}`} prefetch={false} {...props}>
      {children}
      <SkeletonWhileOpening />
    </Link>
  )
}
