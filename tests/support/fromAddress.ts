import { request, type IncomingHttpHeaders } from 'node:http'

export interface AnswerFrom {
  status: number
  body: string
  headers: IncomingHttpHeaders
}

/**
 * A request sent from a given loopback address (127.0.0.0/8 is all this machine's), so that each
 * simulated reader reaches a server from an address of its own, as distinct readers would. With
 * `form`, a POST as a browser without JavaScript sends a form.
 */
export function requestFrom(
  url: string,
  localAddress: string,
  { method = 'GET', form }: { method?: string; form?: URLSearchParams } = {},
): Promise<AnswerFrom> {
  const headers = form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, localAddress, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(form?.toString())
  })
}
