import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The yardstick: a bare Node `http` server answering the same bytes from memory. Throughput is
 * reported against it, so a noisy shared machine does not decide the verdict.
 */
export async function startReferenceServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}
