import type { ClientRequest } from '@/lib/clientKey'

/**
 * Whether the reader's browser asks not to be tracked: Global Privacy Control (`Sec-GPC: 1`) or
 * the older Do Not Track (`DNT: 1`). Their page views still count, without a visitor id or a
 * country.
 */
export const optsOutOfTracking = (request: ClientRequest): boolean =>
  request.headers.get('sec-gpc')?.trim() === '1' || request.headers.get('dnt')?.trim() === '1'
