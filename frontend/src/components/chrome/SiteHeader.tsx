'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'

import styles from './SiteHeader.module.css'

const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/news', label: 'News' },
  { href: '/learn', label: 'Learn' },
  { href: '/tools', label: 'Tools' },
] as const

/** SPEC §2: home is active only on an exact match, the others when the path starts with them. */
function isActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase()
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

export function SiteHeader({ siteName }: { siteName: string }) {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)

  const links = (
    <>
      {NAV_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={styles.link}
          aria-current={isActive(link.href, pathname) ? 'page' : undefined}
          onClick={() => setMenuOpen(false)}
        >
          {link.label}
        </Link>
      ))}
      <span
        className={`${styles.link} ${styles.disabled}`}
        aria-disabled="true"
        title="Not available yet"
      >
        Community
      </span>
    </>
  )

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} onClick={() => setMenuOpen(false)}>
          <span className={styles.logo} aria-hidden="true">
            ▣
          </span>
          {siteName}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          {links}
        </nav>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className={styles.mobileNav}>
          {links}
        </nav>
      )}
    </header>
  )
}
