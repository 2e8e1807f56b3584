import createClient, { type Client } from 'openapi-fetch'

import { authorizationHeader, type BlockwiseAuth } from './auth.js'
import { API_VERSION, API_VERSION_HEADER } from './apiVersion.js'
import { BlockwiseNetworkError, apiError } from './errors.js'
import type { paths } from './schema.js'

/** The openapi-fetch client of the contract, typed path by path. */
export type Api = Client<paths>

export interface BlockwiseClientOptions {
  /**
   * The site's origin, e.g. `https://blockwise.example`: it forwards every `/api` call to the CMS,
   * whose own address is not public.
   */
  baseUrl: string
  /** Anonymous when left out. */
  auth?: BlockwiseAuth
  /** Sent with every request. */
  headers?: Record<string, string>
  /** Another fetch, e.g. one with a proxy or a timeout. */
  fetch?: (request: Request) => Promise<Response>
}

/**
 * The API client every helper calls through: it names the version its types were generated for,
 * the caller's credential, and turns a request that got no answer into `BlockwiseNetworkError`.
 */
export function createApi({ baseUrl, auth, headers, fetch }: BlockwiseClientOptions): Api {
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new TypeError(
      `baseUrl must be an http(s) URL such as https://blockwise.example, not ${JSON.stringify(baseUrl)}`,
    )
  const send = fetch ?? ((request: Request) => globalThis.fetch(request))
  return createClient<paths>({
    baseUrl,
    fetch: (request) =>
      send(request).catch((error: unknown) => {
        throw isAbort(error) ? error : new BlockwiseNetworkError(request.url, error)
      }),
    headers: {
      [API_VERSION_HEADER]: API_VERSION,
      ...headers,
      ...(auth && { authorization: authorizationHeader(auth) }),
    },
  })
}

interface Outcome {
  data?: unknown
  error?: unknown
  response: Response
}

/** The documented answer of a call, or the error class of its status thrown. */
export async function answered<O extends Outcome>(
  call: Promise<O>,
): Promise<{ data: NonNullable<O['data']>; response: Response }> {
  const { data, error, response } = await call
  if (response.ok && data !== undefined && data !== null) return { data, response }
  throw apiError(response, error)
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
