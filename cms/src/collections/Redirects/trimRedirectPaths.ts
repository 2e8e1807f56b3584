import type { CollectionBeforeValidateHook } from 'payload'

/** A path pasted with spaces around it is the path. */
export const trimRedirectPaths: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  for (const end of ['from', 'to'] as const) {
    const value: unknown = data[end]
    if (typeof value === 'string') data[end] = value.trim()
  }
  return data
}
