import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { throwIfNotOk } from './api'

/** What a query does with a 401: throw it as any failure (the default), or answer null. */
export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * The loader of docs/product.md#calls: GET the path made by joining the query key with slashes.
 * A 401 throws as any failure does, unless `on401` is `'returnNull'`, when it answers null.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

/** The default loader: a 401 throws. */
const defaultQueryFn = getQueryFn({ on401: 'throw' })

/** docs/product.md#calls: data never goes stale unless a query says so; no refocus refetch, polling or retries. */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

let browserClient: QueryClient | undefined

/**
 * The visit's one query cache. Only some pages use queries, each under its own provider; they
 * share this client so that data cached on one page is there on the next. On the server every
 * render gets a fresh client, so no reader's data reaches another.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  return (browserClient ??= makeQueryClient())
}
