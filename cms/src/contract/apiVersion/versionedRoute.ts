import { CURRENT_API_VERSION } from '@blockwise/shared/apiVersion'

import { pinnedApiVersion } from '@/auth/pinnedApiVersion'

import { failureResponse } from '../errorResponse'
import type { Handler } from '../http'
import { answerInApiVersion } from './versionedAnswer'
import { inApiVersion } from './versionHeaders'

/**
 * A route handler answering in the call's API version: its header's, else its integration key's
 * pinned one, else the current one (versionedAnswer.ts). A failure to look the pin up is the
 * contract's 500 or 503, in the current version.
 */
export const versionedRoute =
  <C>(handler: Handler<C>): Handler<C> =>
  (request, context) =>
    answerInApiVersion(
      request,
      () => pinnedApiVersion(request),
      () => handler(request, context),
    ).catch((error: unknown) =>
      inApiVersion(
        failureResponse(error, request.method, new URL(request.url).pathname),
        CURRENT_API_VERSION,
      ),
    )
