import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordingProxy {
  url: string
  /** `METHOD path?query` of every request it passed on, oldest first. */
  requests: string[]
  close: () => Promise<void>
}

/** A plain HTTP proxy to `target` that records what passes through it. */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target)
  const requests: string[] = []
  const server: Server = createServer((incoming, outgoing) => {
    requests.push(`${incoming.method} ${incoming.url}`)
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
