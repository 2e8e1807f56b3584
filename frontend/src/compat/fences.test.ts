/**
 * The site touches Next's and React's internals only from this folder, each fence with its canary
 * (README.md). This finds such a touch anywhere else in frontend/src, by file and line.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

/** A touch of internals, by what it looks like in code (comments aside), and a sample of it. */
const TOUCHES = {
  nextDist: {
    what: 'a module past Next’s exports (next/dist/…)',
    pattern: /['"`]next\/dist\//,
    sample: "const load = (await import('next/dist/server/config.js')).default",
  },
  flightServer: {
    what: 'React’s Flight server or client (react-server-dom-…)',
    pattern: /react-server-dom/,
    sample: "import { createFromNodeStream } from 'react-server-dom-webpack/client.node'",
  },
  inlineFlight: {
    what: 'Next’s inline payload scripts (self.__next_f)',
    pattern: /__next_f\b/,
    sample: "page.indexOf('<script>self.__next_f.push([1,')",
  },
  responseMethod: {
    what: 'a response’s writeHead, write or end replaced',
    pattern: /\.(?:writeHead|write|end)\s*=(?![=>])/,
    sample: 'response.end = (chunk) => end(chunk)',
  },
  httpPrototype: {
    what: 'Node’s HTTP classes patched (….prototype)',
    pattern: /\b(?:ServerResponse|OutgoingMessage|IncomingMessage)\.prototype\b/,
    sample: 'const writeHead = ServerResponse.prototype.writeHead',
  },
  onHeaders: {
    what: 'the head of an answer tapped with on-headers',
    pattern: /['"]on-headers['"]/,
    sample: "import onHeaders from 'on-headers'",
  },
  buildOutput: {
    what: 'Next’s build output (the .next folder, its build manifest)',
    pattern: /['"`]\.next['"`/\\]|\bbuild-manifest\.json\b|\brootMainFiles\b/,
    sample: "createStaticFiles(path.join(siteDir, '.next', 'static'))",
  },
  scriptTag: {
    what: 'the script tags Next writes into a page (async="")',
    pattern: /\basync=""/,
    sample: 'const SCRIPT = /<script src="([^"]+)" async="">/g',
  },
  renderedSearch: {
    what: 'Next’s query in a page’s state (getRenderedSearch: key=value, each encodeURIComponent’ed)',
    pattern: /encodeURIComponent\([^()]*\)\}=\$\{encodeURIComponent\(/,
    sample: 'pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)',
  },
  cacheEntryKind: {
    what: 'the kind of Next’s cache entries (CachedRouteKind)',
    pattern: /['"](?:APP_PAGE|APP_ROUTE|PAGES)['"]/,
    sample: "if (entry.value?.kind === 'APP_PAGE') return",
  },
  definedProperty: {
    what: 'a framework object’s property redefined',
    pattern: /Object\.defineProperty\(/,
    sample: "Object.defineProperty(globalThis, 'fetch', { value: tracedFetch })",
  },
} satisfies Record<string, { what: string; pattern: RegExp; sample: string }>

type Touch = keyof typeof TOUCHES

/**
 * Files that may show a touch, each for a reason: those that only describe what Next writes, to
 * test the site's code against it (a canary checks the real thing), and those whose touch is not
 * fenced yet. Each entry must still find its touch.
 */
const ALLOWED: Array<{ file: string; touches: Touch[]; why: string }> = [
  {
    file: 'server/deferScripts/nextPage.fixture.ts',
    touches: ['scriptTag', 'inlineFlight'],
    why: 'a page as Next writes it, for the HTML rewriter’s tests; nextScriptTags.canary.test.ts renders the real tags',
  },
  {
    file: 'server/deferScripts/htmlRewriter.test.ts',
    touches: ['scriptTag', 'inlineFlight'],
    why: 'the HTML rewriter’s tests, on pages as Next writes them; nextScriptTags.canary.test.ts renders the real tags',
  },
  {
    file: 'build/compileHints.test.ts',
    touches: ['buildOutput'],
    why: 'lays out a build as Next does in a temporary folder, for compileHints.ts; nextBuildOutput.canary.test.ts checks the layout',
  },
  {
    file: 'server/generationCheckedCache.mjs',
    touches: ['cacheEntryKind'],
    why: 'refuses to keep a page’s 404 by the kind of the entry Next hands its cache handler; not fenced yet',
  },
  {
    file: 'server/generationCheckedCache.test.ts',
    touches: ['cacheEntryKind'],
    why: 'hands generationCheckedCache.mjs entries as Next does; not fenced yet',
  },
  {
    file: 'server/compressedCacheValues.mjs',
    touches: ['cacheEntryKind'],
    why: 'recodes the payloads of a page’s entry (rscData, segmentData) by its kind, as the shared cache handler stores it; not fenced yet',
  },
  {
    file: 'server/compressedCacheValues.test.ts',
    touches: ['cacheEntryKind'],
    why: 'hands compressedCacheValues.mjs a page’s entry as the shared cache handler does; not fenced yet',
  },
]

/** Code without its comments, each line where it was. */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true })
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => /\.(?:ts|tsx|mts|mjs|js)$/.test(file) && !file.startsWith('compat/'))
    .sort()
}

/** Every touch outside compat/, as its file, line and kind. */
async function touchesFound(): Promise<Array<{ file: string; line: number; touch: Touch }>> {
  const found: Array<{ file: string; line: number; touch: Touch }> = []
  for (const file of await sourceFiles()) {
    const lines = withoutComments(await readFile(path.join(SRC, file), 'utf8')).split('\n')
    lines.forEach((code, index) => {
      for (const [touch, { pattern }] of Object.entries(TOUCHES))
        if (pattern.test(code)) found.push({ file, line: index + 1, touch: touch as Touch })
    })
  }
  return found
}

const allowed = (file: string, touch: Touch) =>
  ALLOWED.some((entry) => entry.file === file && entry.touches.includes(touch))

describe('fences around framework internals', () => {
  it('leaves no touch of Next or React internals outside src/compat', async () => {
    const outside = (await touchesFound())
      .filter(({ file, touch }) => !allowed(file, touch))
      .map(({ file, line, touch }) => `frontend/src/${file}:${line}: ${TOUCHES[touch].what}`)
    expect(outside).toEqual([])
  })

  it('allows only touches that are still there', async () => {
    const found = await touchesFound()
    const stale = ALLOWED.flatMap(({ file, touches }) =>
      touches
        .filter((touch) => !found.some((seen) => seen.file === file && seen.touch === touch))
        .map((touch) => `${file}: ${TOUCHES[touch].what}`),
    )
    expect(stale).toEqual([])
  })

  it.each(Object.entries(TOUCHES))('notices %s', (_touch, { pattern, sample }) => {
    expect(pattern.test(sample)).toBe(true)
  })
})
