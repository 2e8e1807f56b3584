'use client'

import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { EDITORIAL_VIEW_PATHS } from '../paths'

const LINKS = [
  { label: 'Generate article', path: EDITORIAL_VIEW_PATHS.generateArticle },
  { label: 'Incomplete articles', path: EDITORIAL_VIEW_PATHS.incompleteArticles },
] as const

/** The "Editorial" group of the admin navigation, styled like Payload's own collection links. */
export function EditorialNavLinks() {
  const pathname = usePathname()
  const { config } = useConfig()
  return (
    <NavGroup label="Editorial">
      {LINKS.map(({ label, path }) => {
        const href = formatAdminURL({ adminRoute: config.routes.admin, path })
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
            <span className="nav__link-label">{label}</span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
