import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeApi {
  url: string
  /** Every request received, in order. */
  requests: IncomingMessage[]
  close: () => Promise<void>
}

/** A local HTTP server standing in for the site's /api: the client's real fetch calls it. */
export async function startFakeApi(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<FakeApi> {
  const requests: IncomingMessage[] = []
  const server = createServer((request, response) => {
    requests.push(request)
    answer(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Answers `body` as JSON with `status` and `headers`. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}
