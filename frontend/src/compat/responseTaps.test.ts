import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'

import { beforeHead } from './responseTaps'

/** A response whose head goes nowhere, and what `beforeHead` saw of it. */
function headed(writeHead: (response: ServerResponse) => void) {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  response.setHeader('x-early', 'set before')
  const seen: { status: number; headers: Record<string, unknown> }[] = []
  beforeHead(response, () => {
    seen.push({ status: response.statusCode, headers: { ...response.getHeaders() } })
    response.setHeader('x-late', 'set by the listener')
  })
  writeHead(response)
  return { seen, sent: response.getHeaders() }
}

describe('beforeHead', () => {
  it('shows the listener the headers given to writeHead, and sends what it sets', () => {
    const { seen, sent } = headed((response) =>
      response.writeHead(201, 'Made', { 'content-type': 'text/html', 'x-early': 'given' }),
    )
    expect(seen).toEqual([
      { status: 201, headers: { 'content-type': 'text/html', 'x-early': 'given' } },
    ])
    expect(sent).toMatchObject({ 'x-early': 'given', 'x-late': 'set by the listener' })
  })

  it('takes headers given as a flat list, repeats and all', () => {
    const { seen } = headed((response) =>
      response.writeHead(200, ['set-cookie', 'a=1', 'set-cookie', 'b=2', 'x-early', 'given']),
    )
    expect(seen[0]?.headers).toEqual({ 'set-cookie': ['a=1', 'b=2'], 'x-early': 'given' })
  })

  it('runs the listener once', () => {
    const { seen } = headed((response) => {
      response.writeHead(200)
      expect(() => response.writeHead(200)).toThrow()
    })
    expect(seen).toHaveLength(1)
  })
})
