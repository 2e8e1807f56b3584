import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

export interface FakeReply {
  status: number
  body: unknown
  headers?: Record<string, string>
  /** Held back this long, as a slow upstream would; dropped if the client gives up first. */
  delayMs?: number
}

export interface FakeServer {
  url: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  close: () => Promise<void>
}

function send(response: ServerResponse, reply: FakeReply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
  response.end(JSON.stringify(reply.body))
}

/** A JSON HTTP server on a free local port that records requests and answers through `reply`. */
export function startFakeServer(
  reply: (request: RecordedRequest) => FakeReply,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // Kept as text, so a fake can reject a body that is not JSON as its service would.
      }
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      }
      requests.push(recorded)
      const answer = reply(recorded)
      if (!answer.delayMs) return send(response, answer)
      const timer = setTimeout(() => send(response, answer), answer.delayMs)
      response.on('close', () => clearTimeout(timer))
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

/** Answers queued by a test, one per request; once they run out, `fallback` answers. */
export class Script<Step extends string> {
  private steps: Step[] = []

  constructor(private readonly fallback: Step) {}

  set(...steps: Step[]): void {
    this.steps = steps
  }

  next(): Step {
    return this.steps.shift() ?? this.fallback
  }
}
