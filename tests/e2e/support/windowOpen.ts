import type { Page } from '@playwright/test'

/** Records window.open calls instead of opening windows on the closed network. */
export async function spyOnWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: unknown[][] = []
    Object.assign(window, { __opened: opened })
    window.open = (...args: unknown[]) => {
      opened.push(args)
      return null
    }
  })
}

/** The arguments of every window.open call so far: [url, target, features]. */
export const openedWindows = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened)
