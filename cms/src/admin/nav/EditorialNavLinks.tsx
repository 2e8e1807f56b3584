'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { useAdminHref } from '../useAdminHref'
import { EDITORIAL_VIEWS } from '../views'

const LINKS = [
  EDITORIAL_VIEWS.generateArticle,
  EDITORIAL_VIEWS.incompleteArticles,
  EDITORIAL_VIEWS.newsletter,
]

/** The "Editorial" group of the admin navigation, styled like Payload's own collection links. */
export function EditorialNavLinks() {
  const pathname = usePathname()
  const adminHref = useAdminHref()
  return (
    <NavGroup label="Editorial">
      {LINKS.map(({ title, path }) => {
        const href = adminHref(path)
        const current = pathname === href
        return (
          <Link
            key={path}
            className="nav__link"
            href={href}
            prefetch={false}
            aria-current={current ? 'page' : undefined}
          >
            {current && <div className="nav__link-indicator" />}
            <span className="nav__link-label">{title}</span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
