import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReferenceFile {
  body: Buffer
  headers: Record<string, string>
}

/**
 * The yardstick: a bare Node `http` server answering fixed bytes from memory, one answer per
 * path. Throughput and Lighthouse figures are reported against it, so a noisy shared machine does
 * not decide the verdict.
 */
export async function startReferenceServer(
  files: Record<string, ReferenceFile>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://reference').pathname]
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { ...file.headers, 'content-length': file.body.length })
    response.end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}
