import { SHARE_WINDOW_FEATURES, shareUrl, type ShareNetwork } from '@blockwise/shared'

/** Opens the network's share page for `url` in the product's 600×400 window. */
export function openShareWindow(network: ShareNetwork, url: string, text: string): void {
  window.open(shareUrl(network, url, text), '_blank', SHARE_WINDOW_FEATURES)
}

/** The absolute URL of a site path, for sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString()
}
