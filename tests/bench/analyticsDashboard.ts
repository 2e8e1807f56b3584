import { performance } from 'node:perf_hooks'

import { verdict, type Verdict } from './targets'

const CALLS = 50
const P95_MS = 200

interface DashboardTiming {
  call: string
  p50Ms: number
  p95Ms: number
  failures: number
}

/** The `share` percentile of `samples` (nearest rank), 0 for none. */
function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return 0
  const sorted = samples.toSorted((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}

/** `CALLS` calls of one dashboard answer, one after the other as an editor's browser makes them. */
async function timeCall(
  cmsUrl: string,
  call: string,
  headers: Record<string, string>,
): Promise<DashboardTiming> {
  const latencies: number[] = []
  let failures = 0
  for (let index = 0; index < CALLS; index++) {
    const started = performance.now()
    const response = await fetch(`${cmsUrl}${call}`, { headers })
    await response.arrayBuffer()
    latencies.push(performance.now() - started)
    if (response.status !== 200) failures++
  }
  const rounded = (ms: number) => Math.round(ms * 10) / 10
  return {
    call,
    p50Ms: rounded(percentile(latencies, 0.5)),
    p95Ms: rounded(percentile(latencies, 0.95)),
    failures,
  }
}

/** The calls the admin's analytics view and an article's panel make. */
const dashboardCalls = (articleId: string) => [
  '/api/analytics/overview?range=now',
  '/api/analytics/overview?range=today',
  '/api/analytics/overview?range=7d',
  '/api/analytics/overview?range=30d',
  `/api/analytics/articles/${articleId}?range=30d`,
  '/api/analytics/newsletter',
]

/** Each dashboard call timed through HTTP with `headers` (an editor's session), and its verdict. */
export async function dashboardRows(
  cmsUrl: string,
  headers: Record<string, string>,
  articleId: string,
  context: string,
): Promise<{ results: DashboardTiming[]; verdicts: Verdict[] }> {
  const results: DashboardTiming[] = []
  for (const call of dashboardCalls(articleId)) results.push(await timeCall(cmsUrl, call, headers))
  const verdicts = results.map((timing) =>
    verdict(
      `analytics \`GET ${timing.call.replace(articleId, '{id}')}\``,
      `p95 < ${P95_MS} ms over ${CALLS} calls; all 200`,
      `p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms, ${timing.failures} not 200; ${context}`,
      timing.p95Ms < P95_MS && timing.failures === 0,
    ),
  )
  return { results, verdicts }
}
