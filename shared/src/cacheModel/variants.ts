import { API_VERSION_HEADER } from '../apiVersion'

/**
 * What an /api answer may differ by besides its URL and its caller (an editor's or a key's answers
 * are never shared): its compression, and the API version it is answered in. Every /api answer
 * names these in `Vary`, so a shared cache keeps one copy per value of each and never hands one
 * version's answer to a caller of another.
 */
export const API_ANSWER_VARY = ['Accept-Encoding', API_VERSION_HEADER] as const
