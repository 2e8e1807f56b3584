import {
  API_VERSION_HEADER,
  CURRENT_API_VERSION,
  parseApiVersionHeader,
} from '@blockwise/shared/apiVersion'

import type { ClientRequest } from '@/lib/clientKey'

import { errorResponse } from '../errorResponse'
import { resolveApiVersion } from './resolveVersion'
import { answeringIn } from './servedVersion'
import { inApiVersion } from './versionHeaders'

/**
 * The one place a call's API version is decided and stated: `answering` runs in the version the
 * call resolves to (`answersWith` reads it) and its answer carries that version's headers. A call
 * asking for a version that is not served is answered 400, in the current version, without running.
 */
export async function answerInApiVersion(
  request: ClientRequest,
  pinned: () => Promise<string | null>,
  answering: () => Promise<Response>,
): Promise<Response> {
  const resolved = await resolveApiVersion(request.headers.get(API_VERSION_HEADER), pinned)
  if (!resolved.ok) return inApiVersion(errorResponse(400, resolved.error), CURRENT_API_VERSION)
  return inApiVersion(await answeringIn(resolved.version, answering), resolved.version)
}

/**
 * The same for an answer that is the same in every version and made without looking anything up
 * (405 and OPTIONS): the version the header asks for, else the current one.
 */
export function answerInRequestedVersion(request: ClientRequest, answer: () => Response): Response {
  const asked = parseApiVersionHeader(request.headers.get(API_VERSION_HEADER))
  if (!asked.ok) return inApiVersion(errorResponse(400, asked.error), CURRENT_API_VERSION)
  return inApiVersion(answer(), asked.version ?? CURRENT_API_VERSION)
}
