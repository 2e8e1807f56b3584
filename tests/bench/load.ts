import type { IncomingHttpHeaders } from 'node:http'
import autocannon from 'autocannon'

import { median } from './median'
import { steadyRatePercentiles } from './steadyRateLatency'

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/** A load run's figures as a row of the results shows them. */
export const loadText = (load: LoadResult) =>
  `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors`

/** Concurrent connections of a load run unless it says otherwise. */
export const DEFAULT_CONNECTIONS = 50

export interface LoadOptions {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  connections?: number
  /** Requests a second across all connections, for a steady load rather than as many as possible. */
  ratePerSecond?: number
  durationSeconds: number
  /** Stop after this many requests rather than after `durationSeconds`. */
  amount?: number
  /** Each request's path and query, chosen as it is sent (on `url`'s origin); else `url`'s. */
  nextPath?: () => string
  /** Each request's body, chosen as it is sent; else `body`. */
  nextBody?: () => string
  /** Sees every answer's headers (names in lower case). */
  onHeaders?: (headers: Record<string, string>) => void
}

/** autocannon's request list: one request whose path and body are chosen afresh each time it is sent. */
function requestList({
  nextPath,
  nextBody,
  onHeaders,
}: LoadOptions): autocannon.Request[] | undefined {
  if (!nextPath && !nextBody && !onHeaders) return undefined
  return [
    {
      setupRequest: (request) => ({
        ...request,
        ...(nextPath ? { path: nextPath() } : {}),
        ...(nextBody ? { body: nextBody() } : {}),
      }),
      onResponse: (_status, _body, _context, headers: IncomingHttpHeaders = {}) =>
        onHeaders?.(
          Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
          ),
        ),
    },
  ]
}

/** One load run of `durationSeconds`, without a warm-up. */
export function loadRun(options: LoadOptions, durationSeconds: number): Promise<LoadResult> {
  const connections = options.connections ?? DEFAULT_CONNECTIONS
  const latencies: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        connections,
        overallRate: options.ratePerSecond,
        duration: durationSeconds,
        amount: options.amount,
        requests: requestList(options),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)))
        const rate = options.ratePerSecond
        resolve({
          requestsPerSecond: result.requests.average,
          // At a steady rate, autocannon's percentiles are corrected with the wrong interval.
          ...(rate
            ? steadyRatePercentiles(latencies, (1000 * Math.min(connections, rate)) / rate)
            : { p50Ms: result.latency.p50, p99Ms: result.latency.p99 }),
          errors: result.errors + result.non2xx,
        })
      },
    )
    if (options.ratePerSecond) {
      instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
      })
    }
  })
}

/** Warm-up, then `runs` measured runs with the same settings; the median of each figure. */
export async function measureLoad(options: LoadOptions, runs = 3): Promise<LoadResult> {
  await loadRun(options, Math.min(5, options.durationSeconds))
  const results: LoadResult[] = []
  for (let run = 0; run < runs; run++) results.push(await loadRun(options, options.durationSeconds))
  return {
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  }
}
