'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { SearchForm } from '@/components/search/SearchForm'

import styles from './SiteHeader.module.css'

const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/news', label: 'News' },
  { href: '/learn', label: 'Learn' },
  { href: '/tools', label: 'Tools' },
] as const

/** docs/product.md#screens: home is active only on an exact match, the others when the path starts with them. */
function isActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase()
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/**
 * The phone menu is a <details>, so it opens before the framework's script arrives (the site
 * loads it after the first paint). The script adds `aria-expanded`, closes it on a choice, on
 * Escape and when the page changes, and hands focus back to its toggle on Escape.
 */
function useMobileMenu() {
  const menu = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)
  const [open, setOpen] = useState<boolean | null>(null)
  const pathname = usePathname()
  const shownPath = useRef(pathname)

  function close() {
    if (menu.current) menu.current.open = false
  }

  // Mirrors a menu opened before hydration, and marks the menu as enhanced (open is no longer null).
  useEffect(() => setOpen(menu.current?.open ?? false), [])
  // Whatever moved the reader to another page (a link, Back), the menu has done its job.
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname])

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menu.current?.open) return
    close()
    toggle.current?.focus()
  }

  return {
    menuProps: {
      ref: menu,
      onToggle: () => setOpen(menu.current?.open ?? false),
      onKeyDown: closeOnEscape,
    },
    toggleProps: { ref: toggle, 'aria-expanded': open ?? undefined },
    close,
  }
}

export function SiteHeader({ siteName }: { siteName: string }) {
  const pathname = usePathname()
  const { menuProps, toggleProps, close } = useMobileMenu()

  const links = (
    <>
      {NAV_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={styles.link}
          aria-current={isActive(link.href, pathname) ? 'page' : undefined}
          onClick={close}
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
        <Link href="/" className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            ▣
          </span>
          {siteName}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          {links}
        </nav>
        <div className={styles.desktopSearch}>
          <SearchForm id="site-search" name="Site" variant="header" />
        </div>
        <details className={styles.menu} {...menuProps}>
          <summary className={styles.menuButton} {...toggleProps}>
            <span aria-hidden="true" className={styles.whenClosed}>
              ☰
            </span>
            <span aria-hidden="true" className={styles.whenOpen}>
              ✕
            </span>
            <span className={`visually-hidden ${styles.whenClosed}`}>Open menu</span>
            <span className={`visually-hidden ${styles.whenOpen}`}>Close menu</span>
          </summary>
          <div className={styles.mobilePanel}>
            <SearchForm id="site-search-mobile" name="Site" variant="header" />
            <nav aria-label="Mobile" className={styles.mobileNav}>
              {links}
            </nav>
          </div>
        </details>
      </div>
    </header>
  )
}
