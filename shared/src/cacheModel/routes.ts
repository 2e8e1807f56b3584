import type { CachedResource } from './resources'

/** One segment of a canonical path's parameter: every slug, page number and file name is one. */
const PARAMETER = '([a-z0-9][a-z0-9.-]*)'

export interface CompiledRoute {
  route: string
  pattern: RegExp
  names: string[]
  /** Routes with fewer parameters win: `/news/page/[n]` over `/[...unknown]`. */
  rank: number
}

/** A route as Next names its folders (`[slug]` one segment, `[...rest]` any number) as a pattern. */
export function compileRoute(route: string): CompiledRoute {
  const names: string[] = []
  let rank = 0
  const source = route
    .split('/')
    .map((segment) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment)?.[1]
      if (rest) {
        names.push(rest)
        rank += 100
        return '(.+)'
      }
      const single = /^\[(\w+)\]$/.exec(segment)?.[1]
      if (single) {
        names.push(single)
        rank += 1
        return PARAMETER
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source || '/'}$`), names, rank }
}

export interface RouteMatch<Name extends string> {
  name: Name
  route: string
  /** The route's parameters, and `first`: the path's first segment (a section's name). */
  params: Record<string, string>
}

/**
 * What answers a canonical path among `resources` (and `others`, routes of no resource): the
 * most specific route matching it. Undefined when none does, or when one of `others` does.
 */
export function routeMatcher<Name extends string>(
  resources: Readonly<Record<Name, Pick<CachedResource, 'routes'>>>,
  others: readonly string[] = [],
): (path: string) => RouteMatch<Name> | undefined {
  const owned = Object.entries<Pick<CachedResource, 'routes'>>(resources).flatMap(
    ([name, { routes }]) => routes.map((route) => ({ name: name as Name, ...compileRoute(route) })),
  )
  const compiled = [
    ...owned,
    ...others.map((route) => ({ name: undefined, ...compileRoute(route) })),
  ].sort((a, b) => a.rank - b.rank)
  return (path) => {
    for (const { name, route, pattern, names } of compiled) {
      const values = pattern.exec(path)
      if (!values) continue
      if (name === undefined) return undefined
      const params = Object.fromEntries(names.map((key, index) => [key, values[index + 1] ?? '']))
      return { name, route, params: { ...params, first: path.split('/')[1] ?? '' } }
    }
    return undefined
  }
}
