import Link from 'next/link'

import { FooterShare } from './FooterShare'
import { TRUST_PAGE_LINKS } from './trustPageLinks'
import styles from './SiteFooter.module.css'

export function SiteFooter({ siteName, tagline }: { siteName: string; tagline: string }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{siteName}</p>
          <p className={styles.tagline}>{tagline}</p>
        </div>
        <nav aria-label="Explore" className={styles.links}>
          <Link href="/glossary">Crypto Glossary</Link>
        </nav>
        <nav aria-label="About us" className={styles.links}>
          {TRUST_PAGE_LINKS.map(({ slug, label }) => (
            <Link key={slug} href={`/${slug}`}>
              {label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Legal" className={styles.links}>
          <Link href="/privacy-policy">Privacy Policy</Link>
          <Link href="/cookie-policy">Cookie Policy</Link>
          <Link href="/terms-of-service">Disclaimer</Link>
        </nav>
        <FooterShare shareText={`${siteName}: ${tagline}`} />
        <p className={styles.copyright}>© 2025 {siteName}</p>
      </div>
    </footer>
  )
}
