import { createServer, type Server } from 'node:http'

export interface RecordedCall {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * A stand-in for the site in integration tests: records every POST it receives and lists them
 * at GET /recorded, so tests in other processes can see what the CMS sent.
 */
export function startWebhookRecorder(port: number): Promise<Server> {
  const calls: RecordedCall[] = []
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/recorded') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(calls))
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body })
      response.setHeader('content-type', 'application/json')
      response.end('{"revalidated":true}')
    })
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export async function recordedCalls(recorderUrl: string): Promise<RecordedCall[]> {
  return (await (await fetch(`${recorderUrl}/recorded`)).json()) as RecordedCall[]
}
