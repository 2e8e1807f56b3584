import type { FakeReply, RecordedRequest, Script } from './fakeServer'

/**
 * The HTTP control surface of a scripted fake, for tests running in other processes than the
 * fake (Playwright workers): `POST /__control { steps }` queues answers as `script()` does,
 * `POST /__reset` drops the queue and the recorded requests, `GET /__requests` lists the service
 * requests received. Control requests themselves are neither recorded nor answered by the service.
 */
export function controlSurface<Step extends string>(
  script: Script<Step>,
  knownSteps: readonly Step[],
  requests: () => RecordedRequest[],
): (request: RecordedRequest) => FakeReply | undefined {
  const isStep = (value: unknown): value is Step => knownSteps.some((step) => step === value)
  const forget = (request: RecordedRequest) => {
    const recorded = requests()
    recorded.splice(recorded.indexOf(request), 1)
  }
  return (request) => {
    if (!request.path.startsWith('/__')) return undefined
    forget(request)
    if (request.method === 'GET' && request.path === '/__requests') {
      return { status: 200, body: requests() }
    }
    if (request.method === 'POST' && request.path === '/__reset') {
      script.set()
      requests().length = 0
      return { status: 200, body: {} }
    }
    const steps = (request.body as { steps?: unknown } | null)?.steps
    if (request.method === 'POST' && request.path === '/__control') {
      if (!Array.isArray(steps) || !steps.every(isStep)) {
        return { status: 400, body: { error: `steps must be a list of: ${knownSteps.join(', ')}` } }
      }
      script.set(...steps)
      return { status: 200, body: { steps } }
    }
    return { status: 404, body: { error: `Unknown control ${request.method} ${request.path}` } }
  }
}

/** Steers a scripted fake through its control surface from another process. */
export function scriptedFakeClient<Step extends string>() {
  return {
    async script(controlUrl: string, ...steps: Step[]): Promise<void> {
      await expectOk(
        fetch(`${controlUrl}/__control`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ steps }),
        }),
      )
    },
    async reset(controlUrl: string): Promise<void> {
      await expectOk(fetch(`${controlUrl}/__reset`, { method: 'POST' }))
    },
    async requests(controlUrl: string): Promise<RecordedRequest[]> {
      const response = await expectOk(fetch(`${controlUrl}/__requests`))
      return (await response.json()) as RecordedRequest[]
    },
  }
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending
  if (!response.ok)
    throw new Error(`Fake control failed: ${response.status} ${await response.text()}`)
  return response
}
