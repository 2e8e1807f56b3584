import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { gzippedKb } from '../support/gzippedSize'
import { median } from './median'

export interface LighthouseResult {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes as Chromium received them (brotli), and the same scripts gzipped. */
  scriptKb: number
  scriptGzippedKb: number
  totalKb: number
  /**
   * Lighthouse's measure of the host's CPU ("CPU/Memory Power"): its 4× slowdown is meant for a
   * host of 1,500 or more, and it warns below 1,000.
   */
  benchmarkIndex: number
  /** The browser audited in (`Chromium/156.0.8078.114`): its main-thread work varies by version. */
  browser: string
}

/** `Chromium/156.0.8078.114`, from the DevTools endpoint (the user agent says only 156.0.0.0). */
async function browserOf(port: number): Promise<string> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    Browser: string
  }
  return version.Browser.replace(/^(Headless)?Chrome/, 'Chromium')
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run']

/** Lighthouse with its mobile defaults in Debian's Chromium. */
async function audit(url: string): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, environment } = result.lhr
    const score = (id: string) => categories[id]?.score ?? 0
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const summary =
      (
        audits['resource-summary']?.details as
          { items: Array<{ resourceType: string; transferSize: number }> } | undefined
      )?.items ?? []
    const scripts = (
      (
        audits['network-requests']?.details as
          { items: Array<{ url: string; resourceType?: string }> } | undefined
      )?.items ?? []
    ).filter((request) => request.resourceType === 'Script')
    const kb = (type: string) =>
      Math.round((summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
      scriptKb: kb('script'),
      scriptGzippedKb: await gzippedKb(scripts.map((request) => request.url)),
      totalKb: kb('total'),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      browser: await browserOf(chrome.port),
    }
  } finally {
    chrome.kill()
  }
}

/** `runs` audits of one page and the median of each figure: Lighthouse varies from run to run. */
export async function medianAudit(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = []
  for (let run = 0; run < runs; run++) results.push(await audit(url))
  const first = results[0]
  if (!first) throw new Error('no Lighthouse runs')
  const { browser, ...figures } = first
  const entries = (Object.keys(figures) as Array<keyof typeof figures>).map((key) => [
    key,
    median(results.map((result) => result[key])),
  ])
  return { ...(Object.fromEntries(entries) as typeof figures), browser }
}
