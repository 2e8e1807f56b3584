import Link from 'next/link'
import type { ComponentProps } from 'react'

import { SkeletonWhileOpening } from './SkeletonWhileOpening'

type ArticleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { slug: string }

/** A link to an article page, showing the article skeleton while it opens. */
export function ArticleLink({ slug, children, ...props }: ArticleLinkProps) {
  return (
    <Link href={`/articles/${slug}`} {...props}>
      {children}
      <SkeletonWhileOpening />
    </Link>
  )
}
