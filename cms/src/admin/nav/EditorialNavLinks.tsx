'use client'

import { Link, NavGroup, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import type { User } from '@/payload-types'

import { useAdminHref } from '../useAdminHref'
import { EDITORIAL_VIEWS } from '../views'

const LINKS = [
  EDITORIAL_VIEWS.generateArticle,
  EDITORIAL_VIEWS.incompleteArticles,
  EDITORIAL_VIEWS.newsletter,
  EDITORIAL_VIEWS.analytics,
]

/**
 * The "Editorial" group of the admin navigation, styled like Payload's own collection links. Its
 * views are the editors' (requireEditor.ts): contributors do not see it.
 */
export function EditorialNavLinks() {
  const pathname = usePathname()
  const adminHref = useAdminHref()
  const { user } = useAuth<User>()
  if (user?.role === 'contributor') return null
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
