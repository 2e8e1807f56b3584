import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { NEXT_SCRIPT_PRELOAD, NEXT_SCRIPT_TAG } from './nextScriptTags'

const REQUIRED_SCRIPTS = 'next/dist/server/app-render/required-scripts.js'
const PRELOAD_CHUNKS = 'next/dist/shared/lib/lazy-dynamic/preload-chunks.js'
const WORK_STORE = 'next/dist/server/app-render/work-async-storage.external.js'
const PAGE_FILES = 'next/dist/server/get-page-files.js'
const REACT_DOM_SERVER = 'next/dist/compiled/react-dom/server.node.js'
const broken = (what: string) =>
  `frontend/src/compat/nextScriptTags.ts matches the script tags Next writes into a page ` +
  `(${REQUIRED_SCRIPTS}, ${PRELOAD_CHUNKS}, ${PAGE_FILES}, written by ${REACT_DOM_SERVER}): ${what}`

const BOOTSTRAP = 'static/chunks/bootstrap.js'
const STARTUP = 'static/chunks/startup.js'
const LAZY = 'static/chunks/lazy.js'

/**
 * A page's scripts as Next has React write them, in production mode as pages are sent: its
 * bootstrap script and another startup script (getRequiredScripts, from a build manifest), the
 * inline script a Turbopack build starts its chunks with (getTurbopackChunkGroupBootstrap), and a
 * part loaded lazily (`next/dynamic`'s PreloadChunks). Next's server bundles its own copies of
 * React, as the require hook here has it; hence a process of its own.
 */
const RENDER = `
require('next/dist/server/node-environment-baseline')
const Module = require('node:module')
const compiled = new Map([
  ['react', 'next/dist/compiled/react'],
  ['react/jsx-runtime', 'next/dist/compiled/react/jsx-runtime'],
  ['react-dom', 'next/dist/compiled/react-dom'],
])
const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, compiled.get(request) ?? request, ...rest)
}
const { createElement } = require('react')
const { renderToPipeableStream } = require('${REACT_DOM_SERVER}')
const { getRequiredScripts } = require('${REQUIRED_SCRIPTS}')
const { PreloadChunks } = require('${PRELOAD_CHUNKS}')
const { workAsyncStorage } = require('${WORK_STORE}')
const { getTurbopackChunkGroupBootstrap } = require('${PAGE_FILES}')
const [preinitScripts, bootstrapScript] = getRequiredScripts(
  { rootMainFiles: ['${BOOTSTRAP}', '${STARTUP}'] }, '', undefined, undefined, '', undefined, '/')
function Page() {
  preinitScripts()
  return createElement('html', null,
    createElement('head', null, createElement('title', null, 'Page')),
    createElement('body', null,
      createElement('main', null, 'Text'),
      createElement(PreloadChunks, { moduleIds: ['lazy'] })))
}
const workStore = { reactLoadableManifest: { lazy: { files: ['${LAZY}'] } }, assetPrefix: '' }
workAsyncStorage.run(workStore, () => {
  const stream = renderToPipeableStream(createElement(Page), {
    bootstrapScripts: [bootstrapScript],
    bootstrapScriptContent: getTurbopackChunkGroupBootstrap(
      { '/page': { chunks: [] } }, 'TURBOPACK', ['/page']),
    onAllReady: () => stream.pipe(process.stdout),
    onError: (error) => {
      console.error(error)
      process.exitCode = 1
    },
  })
})
`

const frontend = path.resolve(import.meta.dirname, '..', '..')
const { NEXT_DEPLOYMENT_ID: _deploymentId, ...env } = process.env
const page = execFileSync(process.execPath, ['-e', RENDER], {
  cwd: frontend,
  env: { ...env, NODE_ENV: 'production' },
  encoding: 'utf8',
})
const url = (file: string) => `/_next/${file}`

describe('compat/nextScriptTags.ts against the installed Next and React', () => {
  it('matches the tag of each startup script, taking its src', () => {
    const sources = [...page.matchAll(NEXT_SCRIPT_TAG)].map((match) => match[1]).sort()
    expect(sources, broken('a startup script is no `<script src="…" async="">`')).toEqual(
      [url(BOOTSTRAP), url(STARTUP)].sort(),
    )
  })

  it("matches the preloads of the bootstrap script and of a lazily loaded part's script", () => {
    const preloads = page.match(NEXT_SCRIPT_PRELOAD) ?? []
    for (const file of [BOOTSTRAP, LAZY])
      expect(
        preloads.some((tag) => tag.includes(` href="${url(file)}"`)),
        broken(`the preload of ${url(file)} is no \`<link rel="preload" … as="script" …/>\``),
      ).toBe(true)
  })

  it('leaves no tag of those scripts unmatched', () => {
    const rest = page.replace(NEXT_SCRIPT_TAG, '').replace(NEXT_SCRIPT_PRELOAD, '')
    expect(rest, broken('a tag names one of the scripts otherwise')).not.toContain('/_next/static/')
  })
})
