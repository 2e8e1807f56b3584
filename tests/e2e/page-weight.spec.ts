import type { Page } from '@playwright/test'

import { COMPILE_HINT } from '../../frontend/src/build/compileHints'
import { PLACEHOLDER_ATTRIBUTE } from '../../frontend/src/server/deferScripts/loadAfterFirstPaint'
import { gzippedKb } from '../support/gzippedSize'
import { expect, test } from './support/test'

/**
 * The smoke version of the benchmark's page-weight check for the home page, an article and the
 * lesson holding all three tool blocks, against the benchmark's budgets: 150 KB of gzipped script,
 * framework included, and 500 KB in all as the browser received it (brotli, where it is offered).
 */
const SCRIPT_BUDGET_KB = 150
const TOTAL_BUDGET_KB = 500

async function transferredKb(page: Page, path: string) {
  const sizes: Array<{ type: string; bytes: Promise<number> }> = []
  const scriptUrls: string[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptUrls.push(request.url())
    sizes.push({
      type: request.resourceType(),
      bytes: request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize),
    })
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const resolved = await Promise.all(
    sizes.map(async ({ type, bytes }) => ({ type, bytes: await bytes })),
  )
  const kb = (bytes: number) => Math.round(bytes / 1024)
  return {
    script: kb(
      resolved.filter(({ type }) => type === 'script').reduce((sum, { bytes }) => sum + bytes, 0),
    ),
    scriptGzipped: await gzippedKb(scriptUrls),
    total: kb(resolved.reduce((sum, { bytes }) => sum + bytes, 0)),
  }
}

for (const path of [
  '/',
  '/articles/what-is-defi',
  '/articles/hands-on-yield-watchlists-and-practice-trades',
]) {
  test(`${path} stays within its script and page-weight budgets`, async ({ page }) => {
    const weight = await transferredKb(page, path)
    expect(weight.scriptGzipped, `gzipped script KB on ${path}`).toBeLessThanOrEqual(
      SCRIPT_BUDGET_KB,
    )
    expect(weight.script, 'scripts were measured').toBeGreaterThan(50)
    expect(weight.script, 'brotli sends less than gzip').toBeLessThan(weight.scriptGzipped)
    expect(weight.total, `total KB on ${path}`).toBeLessThanOrEqual(TOTAL_BUDGET_KB)
  })
}

test('the framework scripts carry V8’s compile hint', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const placeholder = new RegExp(
    `<script type="text/plain" ${PLACEHOLDER_ATTRIBUTE}="([^"]+)"`,
    'g',
  )
  const sources = [...html.matchAll(placeholder)].map((match) => match[1])
  expect(sources.length).toBeGreaterThan(3)
  const scripts = await Promise.all(
    sources.map(async (source) => (await request.get(source ?? '')).text()),
  )
  const bytes = (list: string[]) => list.reduce((sum, script) => sum + script.length, 0)
  const hinted = scripts.filter((script) => script.startsWith(COMPILE_HINT))
  // React and Next's runtime are most of the script a page starts with.
  expect(bytes(hinted) / bytes(scripts)).toBeGreaterThan(0.75)
})

test('the page, its scripts and its styles reach the browser brotli-compressed', async ({
  page,
}) => {
  const encodings: string[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'document' || new URL(response.url()).pathname.startsWith('/_next/static/')) {
      encodings.push(`${type} ${response.headers()['content-encoding']}`)
    }
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(encodings.length).toBeGreaterThan(3)
  expect(encodings).toContain('document br')
  expect(encodings.filter((encoding) => !encoding.endsWith(' br'))).toEqual([])
})
