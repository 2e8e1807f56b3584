import Link from 'next/link'

import { SITE_NAME, SITE_TAGLINE } from '@blockwise/shared'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__tagline">{SITE_TAGLINE}</p>
        <nav aria-label="Legal" className="site-footer__links">
          <Link href="/privacy-policy">Privacy Policy</Link>
          <Link href="/cookie-policy">Cookie Policy</Link>
          <Link href="/terms-of-service">Disclaimer</Link>
        </nav>
        <p>© 2025 {SITE_NAME}</p>
      </div>
    </footer>
  )
}
