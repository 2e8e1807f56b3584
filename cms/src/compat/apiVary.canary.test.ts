import { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { Socket } from 'node:net'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { keepApiVaryToItsOwn } from './apiVary'

const load = createRequire(import.meta.url)
const SEND_RESPONSE = 'next/dist/server/send-response.js'
const NODE_HTTP = 'next/dist/server/base-http/node.js'
const broken = (internal: string, what: string) =>
  `cms/src/compat/apiVary.ts cuts the Vary of the answers Next sends (${internal}): ${what}`

/** An export of one of Next's sending helpers, failing with a message naming it if it moved. */
function nextInternal<T>(internal: string, name: string): T {
  expect(() => load.resolve(internal), broken(internal, 'the module is gone')).not.toThrow()
  const value = (load(internal) as Record<string, unknown>)[name]
  expect(typeof value, broken(internal, `it no longer exports ${name}`)).toBe('function')
  return value as T
}

type SendResponse = (req: unknown, res: unknown, response: Response) => Promise<void>

describe("Next's sending of an answer, as apiVary.ts cuts its Vary", () => {
  it("leaves an /api answer sent by Next's sendResponse varying by its encoding only", async () => {
    const sendResponse = nextInternal<SendResponse>(SEND_RESPONSE, 'sendResponse')
    const NodeNextResponse = nextInternal<new (response: ServerResponse) => unknown>(
      NODE_HTTP,
      'NodeNextResponse',
    )
    const connection = new PassThrough()
    const written: Buffer[] = []
    connection.on('data', (chunk: Buffer) => written.push(chunk))
    const request = new IncomingMessage(new Socket())
    request.method = 'GET'
    request.url = '/api/articles'
    const response = new ServerResponse(request)
    response.assignSocket(connection as unknown as Socket)
    const finished = new Promise((resolve) => response.on('finish', resolve))
    keepApiVaryToItsOwn(request, response)
    const vary = 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding'
    const answer = new Response('{}', {
      headers: { 'content-type': 'application/json', vary },
    })
    await sendResponse(request, new NodeNextResponse(response), answer)
    await finished
    const head = Buffer.concat(written).toString().split('\r\n\r\n')[0] ?? ''
    expect(head, broken(SEND_RESPONSE, 'the head went out past on-headers')).toMatch(
      /^vary: accept-encoding$/im,
    )
    expect(head.match(/^vary:/gim), broken(SEND_RESPONSE, 'more than one Vary')).toHaveLength(1)
  })
})
