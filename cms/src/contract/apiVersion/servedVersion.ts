import { AsyncLocalStorage } from 'node:async_hooks'

import { CURRENT_API_VERSION, type ApiVersion } from '@blockwise/shared/apiVersion'

const served = new AsyncLocalStorage<ApiVersion>()

/** Runs `answering` for a call answered in `version`: what `servedApiVersion` says inside it. */
export const answeringIn = <T>(version: ApiVersion, answering: () => T): T =>
  served.run(version, answering)

/** The version the call being answered is answered in (the current one outside any call). */
export const servedApiVersion = (): ApiVersion => served.getStore() ?? CURRENT_API_VERSION
