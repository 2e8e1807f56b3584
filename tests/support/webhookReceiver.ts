import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

interface ReceivedWebhook {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** The statuses the next requests to `path` get, in order; 200 once they are used up. */
  answer: (path: string, ...statuses: number[]) => void
  close: () => Promise<void>
}

/**
 * An integrator's endpoint: records every request and answers as the test scripts it. It listens
 * on 127.0.0.2, the one internal address the test runners may post to.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  const scripted = new Map<string, number[]>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() })
      response.statusCode = scripted.get(path)?.shift() ?? 200
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.2:${port}`,
    received,
    answer: (path, ...statuses) => scripted.set(path, statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
