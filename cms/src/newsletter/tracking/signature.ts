import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

/** Long enough (132 bits) that guessing one is hopeless, short enough for a tidy link. */
const SIGNATURE_LENGTH = 22

/** A key of its own, derived from the server's secret: a tracking signature signs nothing else. */
const key = createHmac('sha256', env.payloadSecret).update('blockwise newsletter tracking').digest()

const sign = (message: string) =>
  createHmac('sha256', key).update(message).digest('base64url').slice(0, SIGNATURE_LENGTH)

const clickMessage = (issueId: string, url: string) => `click\n${issueId}\n${url}`
const openMessage = (issueId: string) => `open\n${issueId}`

function matches(message: string, given: string): boolean {
  const expected = Buffer.from(sign(message))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The signature of a tracked link: only the server can point the click redirect anywhere. */
export const clickSignature = (issueId: string, url: string) => sign(clickMessage(issueId, url))

/** Whether `signature` is the server's for that issue and URL (compared in constant time). */
export const isClickSigned = (issueId: string, url: string, signature: string) =>
  matches(clickMessage(issueId, url), signature)

/** The signature of an issue's open pixel. */
export const openSignature = (issueId: string) => sign(openMessage(issueId))

/** Whether `signature` is the server's for that issue's open pixel (constant time). */
export const isOpenSigned = (issueId: string, signature: string) =>
  matches(openMessage(issueId), signature)
