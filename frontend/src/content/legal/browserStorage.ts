/** Something the Site keeps in a reader's (or an editor's) browser, as the Cookie Policy lists it. */
export interface BrowserStorageEntry {
  /** The cookie's or local storage entry's name, as the browser's developer tools show it. */
  name: string
  where: 'Cookie' | 'Local storage'
  keeps: string
  lasts: string
  /** Whether it ever leaves the browser: a cookie is sent back to the Site. */
  sent: string
}

const NEVER_SENT = 'Never: it stays in your browser'
const UNTIL_CLEARED = 'Until you clear your browser data'

/**
 * Everything the Site stores in the browser, by name. The names are written out here (legal texts
 * are server content; some of the constants live in client modules), and a test holds each one to
 * the constant the code stores it under, and the code to this list.
 */
export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    name: 'blockwise-cookie-consent',
    where: 'Local storage',
    keeps: 'Your cookie choices (which optional categories you allowed) and when you made them',
    lasts: 'Until you change your choice or clear your browser data',
    sent: NEVER_SENT,
  },
  {
    name: 'blockwise-ad-banner-dismissed',
    where: 'Local storage',
    keeps: 'That you closed the ad banner',
    lasts: UNTIL_CLEARED,
    sent: NEVER_SENT,
  },
  {
    name: 'crypto-watchlist',
    where: 'Local storage',
    keeps: 'The tokens on your crypto watchlist',
    lasts: UNTIL_CLEARED,
    sent: 'Never as such: to show prices, only the token identifiers are sent',
  },
  {
    name: 'blockwise-portfolio-simulator',
    where: 'Local storage',
    keeps: 'Your virtual portfolio in the simulator: your virtual cash, holdings and trades',
    lasts: 'Until you press Reset Portfolio or clear your browser data',
    sent: NEVER_SENT,
  },
  {
    name: 'blockwise-portfolio-time-machine',
    where: 'Local storage',
    keeps:
      'The simulator’s time machine: the day you started from, the day you have reached and the virtual trades you made on the way',
    lasts: 'Until you press Start over or clear your browser data',
    sent: NEVER_SENT,
  },
  {
    name: 'blockwise-learning-progress',
    where: 'Local storage',
    keeps:
      'Your progress through the learning paths: the lessons you marked as done and when you last opened each path',
    lasts: UNTIL_CLEARED,
    sent: NEVER_SENT,
  },
  {
    name: 'newsletter-subscribe-result',
    where: 'Cookie',
    keeps:
      'When you subscribe with JavaScript turned off: whether it worked and, if not, what you typed, to show on the next page',
    lasts: '60 seconds',
    sent: 'Once, to the newsletter page that shows the result',
  },
  {
    name: 'blockwise-preview',
    where: 'Cookie',
    keeps: 'Editors only: the link that lets an editor preview an unpublished article',
    lasts: 'Until the preview link expires (10 to 20 minutes)',
    sent: 'With the editor’s page requests, until it expires',
  },
  {
    name: '__prerender_bypass',
    where: 'Cookie',
    keeps: 'Editors only: that the browser is showing an unpublished article’s preview',
    lasts: 'Until the editor closes the browser or leaves the preview',
    sent: 'With the editor’s page requests, while it lasts',
  },
]

/** The table of BROWSER_STORAGE, as the Cookie Policy shows it. */
export const browserStorageTable = {
  type: 'table',
  caption: 'What the Site keeps in your browser',
  head: ['Name', 'Where', 'What it keeps', 'How long', 'Sent to us'],
  rows: BROWSER_STORAGE.map((entry) => [
    entry.name,
    entry.where,
    entry.keeps,
    entry.lasts,
    entry.sent,
  ]),
} as const
