import { randomInt } from 'node:crypto'

/** Headers of a reader at a distinct address, as the site's proxy forwards them. */
export function readerHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  return { 'x-forwarded-for': ip, ...extra }
}

export const JSON_HEADERS = { 'content-type': 'application/json' }
