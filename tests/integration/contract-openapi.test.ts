import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'

const cmsUrl = inject('cmsUrl')
const API_DIR = path.resolve(import.meta.dirname, '../../cms/src/app/api')
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface Operation {
  responses: Record<string, unknown>
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>
let document: { openapi: string; paths: Record<string, PathItem> }

beforeAll(async () => {
  document = (await (await fetch(`${cmsUrl}/api/openapi.json`)).json()) as typeof document
})

/** `articles/[slug]/clap/route.ts` → `/api/articles/{}/clap`: parameter names may differ. */
const pathShape = (template: string) => template.replaceAll(/\{[^}]*\}|\[[^\]]*\]/g, '{}')

interface ServedRoute {
  file: string
  /** `METHOD /api/…` for each method the file serves (not those it answers 405). */
  calls: string[]
  editorOnly: boolean
}

/** What the route files on disk serve: the methods they export a handler of their own for. */
async function servedRoutes(): Promise<ServedRoute[]> {
  const files = (await readdir(API_DIR, { recursive: true }))
    .filter((file) => path.basename(file) === 'route.ts')
    // The catch-all answers the 404 envelope for every other path.
    .filter((file) => !file.includes('[...'))
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(API_DIR, file), 'utf8')
      const route = pathShape(`/api/${path.dirname(file).split(path.sep).join('/')}`)
      const methods = [
        ...source.matchAll(/export (?:async )?(?:const|function) (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((match) => match[1] ?? '')
      return {
        file,
        calls: methods.map((method) => `${method} ${route}`),
        editorOnly: /\beditorRoute\(|\bseoTitleRoute\(/.test(source),
      }
    }),
  )
}

function documentedCalls(): string[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${pathShape(template)}`,
    ),
  )
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0')
  })

  it('documents every call the route files serve, and no other', async () => {
    const routes = await servedRoutes()
    // The reading of the files found something to compare (a guard against a broken glob).
    expect(routes.length).toBeGreaterThan(20)
    expect(routes.every((route) => route.calls.length > 0)).toBe(true)
    const served = routes.flatMap((route) => route.calls).sort()
    expect(documentedCalls().sort()).toEqual(served)
  })

  it('names the 401 and 403 of every call for editors and admins only', async () => {
    const editorCalls = (await servedRoutes())
      .filter((route) => route.editorOnly)
      .flatMap((route) => route.calls)
    expect(editorCalls.length).toBeGreaterThan(10)
    for (const call of editorCalls) {
      const [method = '', shape = ''] = call.split(' ')
      const template = Object.keys(document.paths).find((key) => pathShape(key) === shape) ?? ''
      const operation = document.paths[template]?.[method.toLowerCase() as 'get']
      expect(Object.keys(operation?.responses ?? {}), call).toEqual(
        expect.arrayContaining(['401', '403']),
      )
    }
  })

  it('lists docs/product.md#calls calls by their documented paths', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/articles/{id}/accept-seo-title',
        '/api/articles/{id}/reject-seo-title',
        '/api/incomplete-articles/{id}',
        '/api/incomplete-articles/{id}/retry',
      ]),
    )
  })
})
