import { expect, type Page } from '@playwright/test'

/** Nothing on the page is wider than the viewport: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${page.url()} at ${width}px`,
  ).toBeLessThanOrEqual(width)
}

/**
 * Collects every layout shift from the start of each load (read them with layoutShifts). Each
 * shift is described by what moved, from where to where, so a failing test says which element
 * to look at rather than only a score.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node'
      const classes = [...node.classList].map((name) => `.${name}`).join('')
      const text = (node.textContent ?? '').trim().slice(0, 40)
      return `<${node.localName}${node.id ? `#${node.id}` : ''}${classes}> "${text}"`
    }
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}x${box.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: Array<{
            node: Node | null
            previousRect: DOMRectReadOnly
            currentRect: DOMRectReadOnly
          }>
        }
        if (shift.hadRecentInput) continue
        const moved = (shift.sources ?? []).map(
          (source) =>
            `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        )
        shifts.push(
          `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${moved.join('; ')}`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded on the current page so far, each with what moved. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
}
