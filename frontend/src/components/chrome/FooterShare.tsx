'use client'

import { usePathname } from 'next/navigation'

import { SHARE_NETWORKS, SHARE_NETWORK_LABELS } from '@blockwise/shared'

import { absoluteUrl, openShareWindow } from '@/lib/browser/share'

import styles from './SiteFooter.module.css'

/** docs/product.md#screens: the five networks, sharing the current page with the site name and tagline. */
export function FooterShare({ shareText }: { shareText: string }) {
  const pathname = usePathname()
  return (
    <ul className={styles.share} aria-label="Share this page">
      {SHARE_NETWORKS.map((network) => (
        <li key={network}>
          <button
            type="button"
            className={styles.shareButton}
            onClick={() => openShareWindow(network, absoluteUrl(pathname), shareText)}
          >
            {SHARE_NETWORK_LABELS[network]}
          </button>
        </li>
      ))}
    </ul>
  )
}
