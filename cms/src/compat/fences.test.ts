/**
 * The CMS touches Payload's, Next's and the database adapter's internals only from this folder,
 * each fence with its canary (README.md). This finds such a touch anywhere else in cms/src.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

/** Folders and files that may name internals: the fences, and generated migrations and types. */
const EXEMPT = [/^compat\//, /^migrations\//, /^payload-types\.ts$/, /importMap\.js$/]

/** A touch of internals, by what it looks like in code (comments aside). */
const TOUCHES: Array<[string, RegExp]> = [
  [
    'a module past its package’s exports (…/dist/…)',
    /(?:from\s*|import\(\s*|require\(\s*)['"](?:next|payload|@payloadcms\/[\w-]+|drizzle-orm|@lexical\/[\w-]+)\/dist\//,
  ],
  ["the adapter's open transactions (db.sessions)", /\.sessions\b/],
  ["a method of Payload's adapter replaced (db.x = …)", /\b(?:db|adapter)\.\w+\s*=(?![=>])/],
  [
    "SQL on Payload's own tables",
    /\bpayload_(?:jobs|jobs_log|locked_documents|preferences|migrations|kv)\b/,
  ],
  ["Payload's scheduled-publish task (its job input)", /['"]schedulePublish['"]/],
  ["Payload's stored password hash", /\bpbkdf2\w*\b/],
  ["a framework object's property redefined", /Object\.defineProperty\(/],
  ["Next's build output", /\.next[/\\](?:server|static)|['"]\.next['"]/],
  [
    'the head of the answer Next sends (on-headers, writeHead wrapped)',
    /['"]on-headers['"]|\.writeHead\s*=(?!=)/,
  ],
]

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true })
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
}

describe('fences around framework internals', () => {
  it('leaves no touch of Payload, Next or the adapter internals outside src/compat', async () => {
    const found: string[] = []
    for (const file of await sourceFiles()) {
      const code = withoutComments(await readFile(path.join(SRC, file), 'utf8'))
      for (const [what, pattern] of TOUCHES) if (pattern.test(code)) found.push(`${file}: ${what}`)
    }
    expect(found).toEqual([])
  })

  it('notices each kind of touch it looks for', () => {
    const samples = [
      "import x from 'next/dist/server/config.js'",
      'const tx = db.sessions?.[id]',
      'db.commitTransaction = async () => {}',
      'UPDATE payload_jobs SET processing = false',
      "where: { taskSlug: { equals: 'schedulePublish' } }",
      "pbkdf2(password, salt, 600000, 32, 'sha256')",
      "Object.defineProperty(NotFound, 'name', { value: 'NotFound' })",
      "path.resolve(root, '.next/server')",
      "import onHeaders from 'on-headers'",
    ]
    samples.forEach((sample, index) => expect(TOUCHES[index]?.[1].test(sample)).toBe(true))
  })
})
