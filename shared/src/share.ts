import { SHARE_WINDOW } from './constants'

export const SHARE_NETWORKS = ['twitter', 'telegram', 'facebook', 'reddit', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  twitter: 'Twitter',
  telegram: 'Telegram',
  facebook: 'Facebook',
  reddit: 'Reddit',
  linkedin: 'LinkedIn',
}

/** The network's share page for `url`, with `text` where the network takes one. */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(text)
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
  }
}

/** window.open features of the product's 600×400 share window. */
export const SHARE_WINDOW_FEATURES = `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener,noreferrer`
