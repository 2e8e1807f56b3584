import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ROOT } from '../../scripts/lib/paths'
import { createArticle, createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * @blockwise/client as an integrator gets it: `npm pack` of the workspace, installed into a new
 * project outside the repository, then client/README.md's quick start run by plain Node against the
 * CMS, its TypeScript examples and a program using the helpers type-checked as NodeNext strict
 * TypeScript, and that program bundled by esbuild and run. The README's code is read from it here,
 * so it cannot drift from what works.
 */
const cmsUrl = inject('cmsUrl')
const execFileAsync = promisify(execFile)
const NODE = process.execPath
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
// The native binary where esbuild could install it, else its Node script: either runs as it is.
const ESBUILD = path.join(ROOT, 'node_modules', '.bin', 'esbuild')
/** npm and the scripts it runs use the Node that runs the tests. */
const ENV = {
  ...process.env,
  PATH: `${path.dirname(NODE)}${path.delimiter}${process.env.PATH ?? ''}`,
}

/** A program of an integrator's: every article of an author page by page, its total, a 404. */
const PROGRAM = `import { BlockwiseClient, NotFoundError, type ArticleSummary, type Page } from '@blockwise/client'

const blockwise = new BlockwiseClient({ baseUrl: process.env.BLOCKWISE_URL ?? '' })
const author = process.argv[2] ?? ''
const slugs: string[] = []
for await (const article of blockwise.articles.list({ author, limit: 2 })) slugs.push(article.slug)
const first: Page<ArticleSummary> = await blockwise.articles.list({ author, limit: 2, total: true })
const missing = await blockwise.articles.retrieve(\`missing-\${author}\`).then(
  (article) => article.slug,
  (error: unknown) =>
    error instanceof NotFoundError ? \`\${error.status} \${error.message}\` : String(error),
)
console.log(JSON.stringify({ slugs, hasMore: first.hasMore, total: first.total, missing }))
`

interface CodeBlock {
  language: string
  code: string
}

/** The fenced code blocks of client/README.md, in order. */
async function readmeBlocks(): Promise<CodeBlock[]> {
  const readme = await readFile(path.join(ROOT, 'client', 'README.md'), 'utf8')
  return [...readme.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(
    ([, language = '', code = '']) => ({
      language,
      code,
    }),
  )
}

let project = ''
let files: string[] = []
let author = { slug: '', articles: [] as string[] }

const inProject = (file: string, args: string[], env: NodeJS.ProcessEnv = ENV) =>
  execFileAsync(NODE, [file, ...args], { cwd: project, env, maxBuffer: 16 * 2 ** 20 })

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'blockwise-client-'))
  const packed = await execFileAsync(
    'npm',
    ['pack', '--workspace', 'client', '--pack-destination', project, '--json'],
    { cwd: ROOT, env: ENV, maxBuffer: 16 * 2 ** 20 },
  )
  const [tarball] = JSON.parse(packed.stdout) as Array<{
    filename: string
    files: { path: string }[]
  }>
  files = tarball?.files.map((file) => file.path) ?? []
  const typesNode = JSON.parse(
    await readFile(path.join(ROOT, 'node_modules', '@types', 'node', 'package.json'), 'utf8'),
  ) as { version: string }
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'blockwise-integration', private: true, type: 'module' }),
  )
  await execFileAsync(
    'npm',
    [
      'install',
      `./${tarball?.filename}`,
      `@types/node@${typesNode.version}`,
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: project, env: ENV },
  )

  const payload = await testPayload()
  const created = await createAuthor(payload)
  const articles = []
  for (let index = 0; index < 3; index++)
    articles.push(await createArticle(payload, created.id, { published: true }))
  author = { slug: created.slug, articles: articles.reverse().map((article) => article.slug) }
}, 180_000)

afterAll(() => rm(project, { recursive: true, force: true }))

describe('the packed @blockwise/client', () => {
  it('ships the built JavaScript and its declarations, not the sources', () => {
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
    )
    expect(files.filter((file) => !file.startsWith('dist/') && file.endsWith('.ts'))).toEqual([])
    expect(files.filter((file) => file.includes('.test.'))).toEqual([])
  })

  it('runs the README’s quick start in plain Node against the API', async () => {
    const quickStart = (await readmeBlocks()).filter((block) => block.language === 'js')
    expect(quickStart).toHaveLength(1)
    await writeFile(path.join(project, 'quickstart.mjs'), quickStart[0]?.code ?? '')
    const { stdout } = await inProject('quickstart.mjs', [], { ...ENV, BLOCKWISE_URL: cmsUrl })
    const lines = stdout.trim().split('\n')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.length).toBeLessThanOrEqual(5)
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\S+Z \S/)
  })

  it('type-checks the README’s TypeScript and a program using it as NodeNext strict TypeScript', async () => {
    const blocks = await readmeBlocks()
    const quickStart = blocks.find((block) => block.language === 'js')?.code ?? ''
    // An example that uses the quick start's `blockwise` without making one goes on from it.
    const examples = blocks
      .filter((block) => block.language === 'ts')
      .map(({ code }) =>
        /\bblockwise\./.test(code) && !/\bconst blockwise\b/.test(code)
          ? `${quickStart}\n${code}`
          : code,
      )
    expect(examples.length).toBeGreaterThan(10)
    const names = examples.map((_, index) => `example-${index + 1}.ts`)
    for (const [index, example] of examples.entries())
      await writeFile(path.join(project, names[index] ?? ''), example)
    await writeFile(path.join(project, 'program.ts'), PROGRAM)
    const checked = await inProject(TSC, [
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--strict',
      '--noEmit',
      'program.ts',
      ...names,
    ]).catch((error: { stdout: string }) => error)
    expect(checked.stdout).toBe('')
  })

  it('bundles that program with esbuild, and the bundle pages, counts and throws typed errors', async () => {
    await writeFile(path.join(project, 'program.ts'), PROGRAM)
    await execFileAsync(
      ESBUILD,
      [
        'program.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--outfile=program.mjs',
        '--log-level=warning',
      ],
      { cwd: project, env: ENV },
    )
    const { stdout } = await inProject('program.mjs', [author.slug], {
      ...ENV,
      BLOCKWISE_URL: cmsUrl,
    })
    expect(JSON.parse(stdout)).toEqual({
      slugs: author.articles,
      hasMore: true,
      total: 3,
      missing: '404 Article not found',
    })
  })
})
