import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { performance } from 'node:perf_hooks'

import { articleData, createAuthor, uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startSiteWithItsCms, type SiteWithItsCms } from '../support/siteWithItsCms'
import { editorHeaders } from '../support/staff'

/** Pairs of saves; each pair's second save comes while the first one's re-renders are running. */
const ROUNDS = Number(process.env.FRESH_LIST_ROUNDS ?? 30)
/** How soon after a save answers every list must show it. */
const FRESH_WITHIN_MS = 1000
/** How long each round watches the lists after its second save. */
const WATCH_MS = 1600
const READERS_PER_LIST = 2

interface ArticleState {
  title: string
  published: boolean
  featured: boolean
}

/** A list readers load, and whether it should show the article in a given state. */
const LISTS: Array<{ path: string; shows: (state: ArticleState) => boolean }> = [
  { path: '/', shows: (state) => state.published },
  { path: '/news', shows: (state) => state.published },
  { path: '/featured', shows: (state) => state.published && state.featured },
  { path: '/api/articles?published=true&articleType=news', shows: (state) => state.published },
  {
    path: '/api/articles?published=true&featured=true',
    shows: (state) => state.published && state.featured,
  },
]

/** What an editor does next to the article, in turn. */
const EDITS: Array<(state: ArticleState) => Partial<ArticleState>> = [
  () => ({ published: true }),
  () => ({ title: newTitle() }),
  () => ({ featured: true }),
  () => ({ title: newTitle() }),
  () => ({ featured: false }),
  () => ({ published: false }),
]

interface Reading {
  path: string
  startedAt: number
  endedAt: number
  /** The article's title the list showed, or null when it did not show it. */
  shown: string | null
}

const newTitle = () => `Fresh list check ${uniqueSuffix()} ${uniqueSuffix()}`

let stack: SiteWithItsCms | undefined
let siteUrl = ''
let cmsUrl = ''
let editor: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  // Readers share a list for a minute here, so a list refilled from a stale read would show for
  // that long.
  stack = await startSiteWithItsCms({ PUBLISHED_LIST_CACHE_MS: '60000' })
  cmsUrl = stack.cmsUrl
  siteUrl = stack.siteUrl
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

afterAll(async () => {
  await stack?.stop()
})

/** Readers loading every list over and over until `stop`, each reading noted with its times. */
function startReaders(titles: Set<string>) {
  const readings: Reading[] = []
  let stopped = false
  const read = async (path: string) => {
    while (!stopped) {
      const startedAt = performance.now()
      const body = await (await fetch(`${siteUrl}${path}`)).text()
      const shown = [...titles].find((title) => body.includes(title)) ?? null
      readings.push({ path, startedAt, endedAt: performance.now(), shown })
    }
  }
  const running = LISTS.flatMap(({ path }) =>
    Array.from({ length: READERS_PER_LIST }, () => read(path)),
  )
  return {
    readings,
    stop: async () => {
      stopped = true
      await Promise.all(running)
    },
  }
}

/** Waits (on a busy machine) until every list has been read at least once from `time` on. */
async function readEveryListAfter(readings: Reading[], time: number): Promise<void> {
  const readSince = () =>
    LISTS.every(({ path }) =>
      readings.some((reading) => reading.path === path && reading.startedAt >= time),
    )
  for (let waited = 0; waited < 20_000 && !readSince(); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * What went wrong with one list after a save that answered at `savedAt`: a reading started
 * `FRESH_WITHIN_MS` later still showing the old state, or one going back to it after the list had
 * shown the new state. Readings in [from, until) count.
 */
function staleReadings(
  readings: Reading[],
  path: string,
  expected: string | null,
  window: { savedAt: number; until: number },
): string[] {
  const mine = readings.filter((reading) => reading.path === path)
  const freshFrom = mine.find(
    (reading) => reading.shown === expected && reading.startedAt >= window.savedAt,
  )?.endedAt
  const due = window.savedAt + FRESH_WITHIN_MS
  const judged = mine.filter((reading) => reading.startedAt < window.until)
  if (!judged.some((reading) => reading.startedAt >= due)) return [`${path}: not read after ${due}`]
  return judged
    .filter((reading) => reading.shown !== expected)
    .filter((reading) => reading.startedAt >= due || (freshFrom && reading.startedAt > freshFrom))
    .map(
      (reading) =>
        `${path}: ${Math.round(reading.startedAt - window.savedAt)} ms after the save showed ` +
        `${JSON.stringify(reading.shown)}, not ${JSON.stringify(expected)}`,
    )
}

describe('lists after a save', () => {
  it(
    'show every save within a second under concurrent reads and never go back',
    async () => {
      const first: ArticleState = { title: newTitle(), published: false, featured: false }
      const titles = new Set([first.title])
      const created = await fetch(`${cmsUrl}/cms-api/articles`, {
        method: 'POST',
        headers: editor,
        body: JSON.stringify(articleData(authorId, { ...first, articleType: 'news' })),
      })
      expect(created.status).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: string } }
      let state = first
      let edit = 0
      const save = async () => {
        const change = EDITS[edit++ % EDITS.length]?.(state) ?? {}
        if (change.title) titles.add(change.title)
        const response = await fetch(`${cmsUrl}/cms-api/articles/${doc.id}`, {
          method: 'PATCH',
          headers: editor,
          body: JSON.stringify(change),
        })
        expect(response.status).toBe(200)
        state = { ...state, ...change }
        return performance.now()
      }

      const readers = startReaders(titles)
      const problems: string[] = []
      try {
        for (let round = 0; round < ROUNDS; round++) {
          await save()
          // The second save lands while the lists are being rendered again after the first.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300))
          const savedAt = await save()
          await new Promise((resolve) => setTimeout(resolve, WATCH_MS))
          await readEveryListAfter(readers.readings, savedAt + FRESH_WITHIN_MS)
          const window = { savedAt, until: performance.now() }
          for (const { path, shows } of LISTS) {
            const expected = shows(state) ? state.title : null
            const stale = staleReadings(readers.readings, path, expected, window)
            problems.push(...stale.slice(0, 3).map((problem) => `round ${round}, ${problem}`))
          }
          readers.readings.length = 0
        }
      } finally {
        await readers.stop()
        await fetch(`${cmsUrl}/cms-api/articles/${doc.id}`, { method: 'DELETE', headers: editor })
      }
      expect(problems).toEqual([])
    },
    ROUNDS * 6_000 + 60_000,
  )
})
