import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

import { hostOf, refusedAddress } from './addressPolicy'

/** How long one attempt may take, from connecting to the end of the answer's headers. */
const ATTEMPT_TIMEOUT_MS = 10_000

/** How much of an answer is read (and an excerpt kept for the log); the rest is never downloaded. */
const ANSWER_READ_LIMIT = 1024

export interface Answer {
  status: number
  /** The start of the answer's body, for the delivery log. */
  excerpt: string
}

/**
 * Resolves a name as Node would, then refuses it if any address is internal. Checked at connect
 * time, so a name re-pointed at an internal address after it was registered (DNS rebinding) gains
 * nothing.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const refused = addresses.map(({ address }) => refusedAddress(address)).find(Boolean)
    if (refused) return callback(new Error(`${hostname}: ${refused}`), '', 0)
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

/**
 * POSTs `body` to `url` once: no redirect followed (a 3xx is an answer like any other), a deadline
 * for the whole attempt, and at most ANSWER_READ_LIMIT bytes of the answer read.
 */
export async function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<Answer> {
  // Node connects to an address literal without looking it up.
  const literal = hostOf(url)
  const refused = isIP(literal) ? refusedAddress(literal) : null
  if (refused) throw new Error(refused)
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup,
      agent: false,
    })
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)),
      ATTEMPT_TIMEOUT_MS,
    )
    request.on('error', (error) => {
      clearTimeout(deadline)
      reject(error)
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      let read = 0
      const finish = () => {
        clearTimeout(deadline)
        response.destroy()
        const excerpt = Buffer.concat(chunks).subarray(0, ANSWER_READ_LIMIT).toString('utf8')
        resolve({ status: response.statusCode ?? 0, excerpt })
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        read += chunk.length
        if (read >= ANSWER_READ_LIMIT) finish()
      })
      response.on('end', finish)
      response.on('error', finish)
    })
    request.end(body)
  })
}
