import { canUseEditorialCalls } from '@/access/roles'
import { contractContext } from '@/contract/http'

import { PAGE_SIZE_CAP, type PageSizeResult } from './pageSize'

/**
 * `bound` applied with the caller's page-size cap. The anonymous cap is tried first: the caller
 * is only looked up (a token check and a user read) when a request asks for more than that.
 */
export async function boundForCaller<T>(
  request: Request,
  bound: (cap: number) => PageSizeResult<T | null>,
): Promise<PageSizeResult<T | null>> {
  const asAnonymous = bound(PAGE_SIZE_CAP.anonymous)
  if (asAnonymous.ok && asAnonymous.value === null) return asAnonymous
  const { user } = await contractContext(request)
  return canUseEditorialCalls(user) ? bound(PAGE_SIZE_CAP.staff) : asAnonymous
}
