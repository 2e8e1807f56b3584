import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { ROOT } from './paths'
import { TIMINGS_DIR } from './testTimings'

/**
 * Where the servers a test starts quietly (their output hidden from the test's) write it instead,
 * a file a process: when a test fails on a 500, the server's error is there. `npm test` empties
 * the folder when it starts and prints the error lines it holds when a test failed.
 */
export const QUIET_OUTPUT_DIR = path.join(ROOT, TIMINGS_DIR, 'quiet-output')

/**
 * A line a server writes about something that went wrong: an error-level record (Payload's,
 * Fedify's), Next's `⨯`, a failed proxy, or an error's first line. A warning that quotes an error
 * (a retried revalidation) is not one.
 */
const PROBLEM = /\b(ERR|ERROR|FATAL)\b|⨯|Failed to proxy|(^|\] )(\w*Error|Unhandled)\b/

/** The file a quiet service's output goes to, named for the service and its process. */
export function quietOutputFile(name: string, pid: number | undefined): WriteStream {
  mkdirSync(QUIET_OUTPUT_DIR, { recursive: true })
  const file = path.join(
    QUIET_OUTPUT_DIR,
    `${name.replace(/[^\w.-]+/g, '-')}-${pid ?? 'unknown'}.log`,
  )
  return createWriteStream(file, { flags: 'a' })
}

/** The lines of `text` that report a problem, the last `limit` of them. */
export function problemLines(text: string, limit: number): string[] {
  return text
    .split('\n')
    .filter((line) => PROBLEM.test(line))
    .slice(-limit)
}

/**
 * The problem lines of the quiet services that wrote last (a failing test's servers are among
 * them), the last `limit` lines of each, under its file's name.
 */
export async function quietProblems(files: number, limit: number): Promise<string[]> {
  const names = await readdir(QUIET_OUTPUT_DIR).catch(() => [] as string[])
  const written = await Promise.all(
    names.map(async (name) => {
      const file = path.join(QUIET_OUTPUT_DIR, name)
      return { name, file, at: (await stat(file)).mtimeMs }
    }),
  )
  const sections = await Promise.all(
    written
      .sort((a, b) => a.at - b.at)
      .map(async ({ name, file }) => {
        const lines = problemLines(await readFile(file, 'utf8'), limit)
        return lines.length === 0
          ? []
          : [[`[npm test] ${name}:`, ...lines.map((line) => `    ${line}`)]]
      }),
  )
  return sections.flat().slice(-files).flat()
}

/**
 * Next's `⨯` lines in every quiet service's output: an error thrown while rendering or answering
 * that no code caught, which a reader or an editor met as a 500 or a broken part of a page even
 * when the test that caused it passed. `file: line`, each distinct line once with its count.
 */
export async function uncaughtServerErrors(): Promise<string[]> {
  const names = await readdir(QUIET_OUTPUT_DIR).catch(() => [] as string[])
  const found = await Promise.all(
    names.sort().map(async (name) => {
      const counts = new Map<string, number>()
      for (const line of (await readFile(path.join(QUIET_OUTPUT_DIR, name), 'utf8')).split('\n'))
        if (line.includes('⨯')) counts.set(line.trim(), (counts.get(line.trim()) ?? 0) + 1)
      return [...counts].map(
        ([line, count]) => `${name}: ${line}${count > 1 ? ` (×${count})` : ''}`,
      )
    }),
  )
  return found.flat()
}
