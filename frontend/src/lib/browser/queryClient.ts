import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { throwIfNotOk } from './api'

/** SPEC §7's default loader: GET the path made by joining the query key with slashes. */
const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' })
  await throwIfNotOk(response)
  return response.json()
}

/** SPEC §7: data never goes stale unless a query says so; no refocus refetch, polling or retries. */
export function makeQueryClient(): QueryClient {
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

/** Stale times of SPEC §7. */
export const STALE = {
  immediately: 0,
  fiveMinutes: 5 * 60 * 1000,
  fifteenMinutes: 15 * 60 * 1000,
} as const
