import type { IncomingMessage } from 'node:http'

import type { ClientRequest } from '@/lib/clientKey'

/** A Node request's headers as a Next route has them (repeated ones joined). */
export function routeHeadersOf(request: IncomingMessage): ClientRequest {
  return {
    headers: {
      get(name) {
        const value = request.headers[name.toLowerCase()]
        return (Array.isArray(value) ? value.join(', ') : value) ?? null
      },
    },
  }
}
