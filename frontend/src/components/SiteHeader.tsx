import Link from 'next/link'

import { SITE_NAME } from '@blockwise/shared'

const NAV_LINKS = [
  { href: '/news', label: 'News' },
  { href: '/learn', label: 'Learn' },
  { href: '/tools', label: 'Tools' },
] as const

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <Link href="/">Home</Link>
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
          <span aria-disabled="true" className="site-header__disabled">
            Community
          </span>
        </nav>
      </div>
    </header>
  )
}
