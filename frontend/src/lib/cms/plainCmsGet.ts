import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'

/** The CMS's answer to a GET, its body read whole as text. */
export interface PlainAnswer {
  status: number
  statusText: string
  headers: IncomingHttpHeaders
  body: string
}

const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
}

/**
 * A GET of `url` through Node's own HTTP client, for reads no cache of Next's may keep
 * (unstoredPageReads.ts): Next wraps every `fetch` in its data cache's checks and a tracing span,
 * and `fetch` itself builds web streams around each answer; on an archive page filled before Next
 * the two were ~5% of the site's CPU per page (docs/performance.md).
 */
export function plainCmsGet(url: URL, headers: Record<string, string>): Promise<PlainAnswer> {
  const secure = url.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    send(url, { headers, agent: secure ? agents.https : agents.http }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => (body += chunk))
      answer.on('error', reject)
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          statusText: answer.statusMessage ?? '',
          headers: answer.headers,
          body,
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** `headers` as a fetch Headers object, as callers of the CMS read them. */
export function headersOf(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
      result.append(name, each)
  }
  return result
}
