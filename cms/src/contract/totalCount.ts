/**
 * `total=true` on a list: how many items the whole list holds (every page together) in a
 * Total-Count header, so the body keeps its shape. Nothing when not asked.
 */
export const totalCountHeaders = (total: number | undefined): Record<string, string> =>
  total === undefined ? {} : { 'total-count': String(total) }
