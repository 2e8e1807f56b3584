import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  API_RESOURCES,
  LIFETIMES,
  SITE_RESOURCES,
  UNCACHED_ROUTES,
} from '@blockwise/shared/cacheModel'
import { ROOT } from './paths'

/** The routes of the app folder `appDir`, as Next names them: a page's folder, a route handler's. */
function routesOf(appDir: string, strip: (route: string) => string): string[] {
  return readdirSync(path.join(ROOT, appDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => strip(`/${path.dirname(file)}`.replace(/\/\.$/, '')) || '/')
    .sort()
}

const declared = new Set([
  ...Object.values(SITE_RESOURCES).flatMap(({ routes }) => routes),
  ...Object.values(API_RESOURCES).flatMap(({ routes }) => routes),
  ...UNCACHED_ROUTES.flatMap(({ routes }) => routes),
])

describe('the cache model', () => {
  it("declares every page and route of the site (the locale segment is the proxy's)", () => {
    const site = routesOf('frontend/src/app', (route) => route.replace(/^\/\[locale\]/, ''))
    expect(site.filter((route) => !declared.has(route))).toEqual([])
  })

  it("declares every route of the CMS's /api", () => {
    const api = routesOf('cms/src/app/api', (route) => `/api${route === '/' ? '' : route}`)
    expect(api.length).toBeGreaterThan(30)
    expect(api.filter((route) => !declared.has(route))).toEqual([])
  })

  it('declares each route once', () => {
    const all = [
      ...Object.values(SITE_RESOURCES).flatMap(({ routes }) => routes),
      ...Object.values(API_RESOURCES).flatMap(({ routes }) => routes),
      ...UNCACHED_ROUTES.flatMap(({ routes }) => routes),
    ]
    expect(all.filter((route, index) => all.indexOf(route) !== index)).toEqual([])
  })

  it("is the edge's: the VCL keeps an unkeyed answer as long as the model says", () => {
    const vcl = readFileSync(path.join(ROOT, 'deploy/varnish/surrogate-keys.vcl'), 'utf8')
    const caps = [...vcl.matchAll(/if \(beresp\.ttl > (\d+)s\)/g)].map(([, seconds]) =>
      Number(seconds),
    )
    expect(caps).toEqual([LIFETIMES.unkeyedEdgeSeconds])
  })
})
