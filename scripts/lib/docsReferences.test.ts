import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

/**
 * The docs name commands, files and environment variables a reader will type or open: each must
 * exist. This test reads README.md and every tracked Markdown file under docs/ and checks
 * - every `npm run <script>`, `npm start` and `npm test` against the scripts of the root
 *   package.json, or of the workspace that `-w`/`--workspace` names;
 * - every repository path in backticks, every file name in backticks, and every relative
 *   Markdown link, against the tracked files;
 * - every environment variable written as one (`NAME=`, `export NAME`, or a backticked NAME on a
 *   line about the environment) against .env.example, the code that reads it, and a short list
 *   of variables that belong to other programs.
 */

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })

const TRACKED = git('ls-files', '-z').split('\0').filter(Boolean)
const TRACKED_SET = new Set(TRACKED)
/** Every folder that holds a tracked file. */
const FOLDERS = new Set(
  TRACKED.flatMap((file) => {
    const parts = file.split('/').slice(0, -1)
    return parts.map((_, index) => parts.slice(0, index + 1).join('/'))
  }),
)

const DOCS = TRACKED.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file))

// --- npm scripts ---------------------------------------------------------------------------

type Manifest = { name?: string; workspaces?: string[]; scripts?: Record<string, string> }
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Manifest

const rootManifest = readJson('package.json')
/** Each workspace's scripts, under its folder and under its package name. */
const WORKSPACES = new Map<string, Set<string>>()
for (const folder of rootManifest.workspaces ?? []) {
  const manifest = readJson(`${folder}/package.json`)
  const scripts = new Set(Object.keys(manifest.scripts ?? {}))
  WORKSPACES.set(folder, scripts)
  if (manifest.name) WORKSPACES.set(manifest.name, scripts)
}
const ROOT_SCRIPTS = new Set(Object.keys(rootManifest.scripts ?? {}))

/** `npm run <script>` (the name may wrap onto the next line inside a code span), `npm start`, `npm test`. */
const FLAGS = String.raw`(?:\s+(?:(?:-w|--workspace)(?:=|\s+)[@\w./-]+|--workspaces|--if-present))*`
const NPM = new RegExp(
  String.raw`\bnpm(${FLAGS})[ \t]+(?:run(?:-script)?(${FLAGS})\s+([\w:.-]+)|(start|test)\b)`,
  'g',
)
const WORKSPACE_FLAG = /(?:^|\s)(?:-w|--workspace)(?:=|\s+)([@\w./-]+)|(?:^|\s)(--workspaces)\b/

/** Why `npm …` names no script, or undefined when it does. */
function npmProblem(script: string, rest: string): string | undefined {
  const flag = WORKSPACE_FLAG.exec(rest)
  if (flag?.[2]) {
    const any = [...new Set(WORKSPACES.values())].some((scripts) => scripts.has(script))
    return any ? undefined : `no workspace has a script "${script}"`
  }
  const workspace = flag?.[1]?.replace(/^\.\//, '').replace(/\/$/, '')
  if (workspace) {
    const scripts = WORKSPACES.get(workspace)
    if (!scripts) return `no workspace "${workspace}"`
    return scripts.has(script) ? undefined : `${workspace}/package.json has no script "${script}"`
  }
  return ROOT_SCRIPTS.has(script) ? undefined : `package.json has no script "${script}"`
}

// --- Repository paths ----------------------------------------------------------------------

const PATH_PREFIXES = [
  'cms/',
  'frontend/',
  'shared/',
  'client/',
  'scripts/',
  'tests/',
  'docs/',
  'deploy/',
  'security/',
  'patches/',
  '.ci/',
]
const ROOT_FILES = new Set([
  'package.json',
  'package-lock.json',
  '.env.example',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'tsconfig.json',
  'docker-compose.yml',
  'Dockerfile',
  'redocly.yaml',
  '.prettierrc.json',
  '.prettierignore',
  '.dockerignore',
  '.gitignore',
])
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']

/** Whether a tracked file is at `target`, under it, or (for a glob) starts with its fixed part. */
function exists(target: string): boolean {
  const star = target.search(/[*?[]/)
  if (star !== -1) {
    const fixed = target.slice(0, star)
    return TRACKED.some((file) => file.startsWith(fixed))
  }
  const clean = target.replace(/\/$/, '')
  // A module may be named as it is imported, without its extension.
  const modules = MODULE_EXTENSIONS.map((extension) => clean + extension)
  return (
    TRACKED_SET.has(clean) ||
    FOLDERS.has(clean) ||
    modules.some((module) => TRACKED_SET.has(module))
  )
}

/** The repository path a code span names, or undefined when it names none. */
function repositoryPath(span: string): string | undefined {
  // A path the paragraph wraps after a slash is still one path.
  const token = span
    .trim()
    .replace(/\/\n\s*/g, '/')
    .replace(/^\.\//, '')
  if (/[\s{<]/.test(token) || token === '') return undefined
  // A place in a file: cms/src/a.ts:12, docs/api.md#webhooks.
  const target = token.replace(/#.*$/, '').replace(/:\d+(?:-\d+)?$/, '')
  if (ROOT_FILES.has(target)) return target
  return PATH_PREFIXES.some((prefix) => target.startsWith(prefix)) ? target : undefined
}

/** A file named without its folder (`microCache.ts`): some tracked file must have that name. */
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|mjs|js|json|vcl|ya?ml|sql|sh|template)$/
const FILE_NAMES = new Set(TRACKED.map((file) => path.posix.basename(file)))
/** Names in backticks that are not files of the repository, each with what it is. */
const NOT_FILES = new Map<string, string>([
  ['CappedHistoryPlugin.js', "a file inside patches/'s patch to Payload's editor"],
  ['loading.tsx', "Next's loading file, named as the file the site does not have"],
  ['openapi.json', 'the route /api/openapi.json'],
])

/** Relative links: `[text](target)`; web and mail links and anchors in the same file are not files. */
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g

// --- Environment variables -----------------------------------------------------------------

/** Variables of other programs (Node, npm, the shell, CI, Docker, Next.js) that docs may name. */
const EXTERNAL = new Map<string, string>([
  ['NODE_ENV', 'Node and Next.js; the scripts set it'],
  ['NODE_OPTIONS', "Node's own options"],
  ['CI', 'set by every CI service'],
  ['PATH', 'the shell'],
  ['HOME', 'the shell'],
  ['DEBIAN_FRONTEND', "Debian's apt"],
  ['PORT', 'read by the built apps; the Dockerfile sets it'],
  ['HOST', 'read by the built apps; the Dockerfile sets it'],
  ['NEXT_PHASE', 'set by Next.js itself'],
  ['MALLOC_ARENA_MAX', "glibc's malloc; the CMS's start script and the stack set it"],
  ['AWS_PROFILE', "the AWS SDK's own credential chain"],
  ['AWS_ACCESS_KEY_ID', "the AWS SDK's own credential chain"],
  ['AWS_SECRET_ACCESS_KEY', "the AWS SDK's own credential chain"],
])

/** Names in .env.example, set (NAME=…) or shown with their default (# NAME=…). */
const ENV_EXAMPLE = new Set(
  [
    ...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(
      /^(?:# )?([A-Z][A-Z0-9_]*)=/gm,
    ),
  ].map((match) => match[1]),
)

/** Where the code and the deployment read variables. */
const CODE = [
  'cms/src',
  'frontend/src',
  'shared/src',
  'scripts',
  'tests',
  '.ci/run',
  'deploy',
  'Dockerfile',
  'docker-compose.yml',
  'playwright.config.ts',
  'vitest.config.ts',
]
/**
 * process.env.<name>, env.<name>, a string '<name>', $<name> or ${<name>} (shell, templates, compose) and a
 * Dockerfile's ARG <name>.
 */
const READ = String.raw`(process\.)?env\.[A-Z][A-Z0-9_]{2,}|['"][A-Z][A-Z0-9_]{2,}['"]|\$\{?[A-Z][A-Z0-9_]{2,}|^ARG [A-Z][A-Z0-9_]{2,}`

function namesTheCodeReads(): Set<string> {
  let output = ''
  try {
    output = git('grep', '-h', '-o', '-I', '-E', READ, '--', ...CODE)
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error
  }
  return new Set(
    output
      .split('\n')
      .flatMap((match) => /[A-Z][A-Z0-9_]{2,}$|[A-Z][A-Z0-9_]{2,}(?=['"])/.exec(match) ?? []),
  )
}
const CODE_READS = namesTheCodeReads()

const knownVariable = (name: string) =>
  ENV_EXAMPLE.has(name) || CODE_READS.has(name) || EXTERNAL.has(name)

/** NAME=… or export NAME, anywhere: the way a variable is set. */
const ASSIGNMENT =
  /(?<![\w$.-])(?:export\s+)?([A-Z][A-Z0-9_]{2,})=|\bexport\s+([A-Z][A-Z0-9_]{2,})\b/g
const NAME = /^[A-Z][A-Z0-9_]{2,}$/
/** A line about the environment, where a backticked NAME is a variable. */
const ENV_CONTEXT = /\benv(?:ironment)?\b|\.env\b|\bvariables?\b/i

// --- Reading the docs ----------------------------------------------------------------------

interface Reference {
  file: string
  line: number
  problem: string
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/** The text with fenced code blocks blanked (newlines kept), and the fenced lines by number. */
function splitFences(text: string): { prose: string; fenced: Map<number, string> } {
  const fenced = new Map<number, string>()
  let inFence = false
  const prose = text
    .split('\n')
    .map((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence
        return ''
      }
      if (!inFence) return line
      fenced.set(index + 1, line)
      return ' '.repeat(line.length)
    })
    .join('\n')
  return { prose, fenced }
}

/** Inline code spans (one backtick; they may wrap onto the next line), with their start. */
function codeSpans(prose: string): { text: string; index: number }[] {
  return [...prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)].map((match) => ({
    text: match[1] ?? '',
    index: match.index,
  }))
}

/** A table row's header, so that a row under "Variable | …" counts as about the environment. */
function tableHeaders(lines: string[]): Map<number, string> {
  const headers = new Map<number, string>()
  let header: string | undefined
  lines.forEach((line, index) => {
    if (!line.trimStart().startsWith('|')) header = undefined
    else if (header === undefined) header = line
    else headers.set(index + 1, header)
  })
  return headers
}

function problems(file: string, text: string): Reference[] {
  const found: Reference[] = []
  const add = (line: number, problem: string) => found.push({ file, line, problem })
  const { prose, fenced } = splitFences(text)
  const lines = text.split('\n')
  const headers = tableHeaders(lines)

  // a. npm scripts, in prose, code spans and code blocks alike.
  for (const match of text.matchAll(NPM)) {
    const script = match[3] ?? match[4] ?? ''
    const end = match.index + match[0].length
    const rest = text.slice(end).split(/[\n`;|&#)]/, 1)[0] ?? ''
    const problem = npmProblem(script, `${match[1] ?? ''} ${match[2] ?? ''} ${rest}`)
    if (problem) add(lineAt(text, match.index), `\`${match[0].replace(/\s+/g, ' ')}\`: ${problem}`)
  }

  // b. Paths in code spans, and relative links.
  for (const span of codeSpans(prose)) {
    const target = repositoryPath(span.text)
    if (target !== undefined && !exists(target))
      add(lineAt(prose, span.index), `\`${span.text}\`: no such file or folder`)
    const name = span.text.trim()
    if (FILE_NAME.test(name) && !FILE_NAMES.has(name) && !NOT_FILES.has(name))
      add(lineAt(prose, span.index), `\`${name}\`: no tracked file has this name`)
  }
  for (const match of prose.matchAll(LINK)) {
    const target = match[1] ?? ''
    if (/^(https?:|mailto:|#)/.test(target)) continue
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), decodeURI(target.replace(/#.*$/, ''))),
    )
    if (!exists(resolved))
      add(lineAt(prose, match.index), `link (${target}): no such file ${resolved}`)
  }

  // c. Environment variables.
  const variables: { name: string; line: number }[] = []
  for (const match of text.matchAll(ASSIGNMENT))
    variables.push({ name: match[1] ?? match[2] ?? '', line: lineAt(text, match.index) })
  for (const span of codeSpans(prose)) {
    const name = span.text.trim()
    if (!NAME.test(name)) continue
    const line = lineAt(prose, span.index)
    const context = `${headers.get(line) ?? ''} ${lines[line - 1] ?? ''}`
    if (ENV_CONTEXT.test(context)) variables.push({ name, line })
  }
  for (const [line, code] of fenced)
    for (const match of code.matchAll(/\$\{?([A-Z][A-Z0-9_]{2,})/g))
      variables.push({ name: match[1] ?? '', line })
  for (const { name, line } of variables)
    if (!knownVariable(name))
      add(line, `${name}: no such environment variable (not in .env.example nor read by the code)`)

  return found
}

// --- The tests -----------------------------------------------------------------------------

describe('problems', () => {
  const check = (text: string) => problems('docs/x.md', text).map((found) => found.problem)

  it('finds an npm script that does not exist, at root or in a workspace', () => {
    expect(check('Run `npm run build` and `npm start`.')).toEqual([])
    expect(check('Run `npm run no-such-script`.')).toHaveLength(1)
    expect(check('Run `npm run\nno-such-script`.')).toHaveLength(1)
    expect(check('`npm run dev -w cms`')).toEqual([])
    expect(check('`npm run seed -w cms`')).toHaveLength(1)
    expect(check('`npm run --workspace=frontend build`')).toEqual([])
    expect(check('`npm -w frontend run typecheck`')).toEqual([])
    expect(check('`npm run typecheck --workspaces`')).toEqual([])
  })

  it('finds a path or a link to nothing', () => {
    expect(check('See `scripts/lib/paths.ts` and `docs/decisions/`.')).toEqual([])
    expect(check('See `docs/decisions/00*.md` and `cms/src/{a,b}.ts`.')).toEqual([])
    expect(check('See `scripts/lib/noSuchFile.ts`.')).toHaveLength(1)
    expect(check('See `paths.ts` and `noSuchFile.ts`.')).toHaveLength(1)
    expect(check('See [the API](api.md#webhooks) and [x](https://example.com/a).')).toEqual([])
    expect(check('See [nothing](no-such-doc.md).')).toHaveLength(1)
  })

  it('finds an environment variable nothing reads', () => {
    expect(check('Set `DATABASE_URL=postgres://…`; `NODE_ENV=production`.')).toEqual([])
    expect(check('Set `NO_SUCH_VARIABLE_HERE=1`.')).toHaveLength(1)
    expect(check('```sh\nexport NO_SUCH_VARIABLE_HERE\n```')).toHaveLength(1)
    expect(check('The environment variable `NO_SUCH_VARIABLE_HERE` does it.')).toHaveLength(1)
    expect(check('The `SELECT` and `LIFETIMES` constants.')).toEqual([])
  })
})

describe('the docs', () => {
  it('are found', () => {
    expect(DOCS).toContain('README.md')
    expect(DOCS.length).toBeGreaterThan(5)
  })

  it('name only npm scripts, paths and environment variables that exist', () => {
    const found = DOCS.flatMap((file) =>
      problems(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        ({ line, problem }) => `${file}:${line}: ${problem}`,
      ),
    )
    expect(found, 'fix the doc: say what the repository actually has').toEqual([])
  })
})
