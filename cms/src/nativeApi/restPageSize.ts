import { cappedLimit, limitRefusal, type PageSizeResult } from './pageSize'

/** Query parameters Payload reads as one number or boolean; `qs` would make `limit[]=0` a list. */
const SCALAR_PARAMETERS = ['limit', 'page', 'pagination']

/** Payload's `qs` nests `a[b]=…` under `a`: the parameter a key belongs to. */
const baseName = (key: string) => key.split('[', 1)[0] ?? key

const WHOLE_NUMBER = /^\d{1,15}$/

/**
 * The query string of a REST read with its page size held to `cap`: `limit=0` and limits over the
 * cap become the cap, `pagination=false` is dropped (the answer says when there is more). Null
 * when nothing needs changing. Refused: `limit`, `page` or `pagination` given twice or as a
 * list or object, and a `limit` or `page` that is not a whole number (Payload would pass a
 * negative one to the database).
 */
export function boundRestPageSize(search: string, cap: number): PageSizeResult<string | null> {
  const params = new URLSearchParams(search)
  for (const name of SCALAR_PARAMETERS) {
    const keys = [...params.keys()].filter((key) => baseName(key) === name)
    if (keys.length > 1 || (keys.length === 1 && keys[0] !== name))
      return { ok: false, message: `${name} must be given once, as a single value` }
  }
  const page = params.get('page')
  if (page !== null && !WHOLE_NUMBER.test(page))
    return { ok: false, message: 'page must be a whole number' }

  let changed = false
  if (params.get('pagination') === 'false') {
    params.delete('pagination')
    changed = true
  }
  const limit = params.get('limit')
  if (limit === null) return { ok: true, value: changed ? params.toString() : null }
  if (!WHOLE_NUMBER.test(limit)) return limitRefusal(cap)
  const capped = cappedLimit(Number(limit), cap)
  if (!capped.ok) return capped
  if (capped.value !== Number(limit)) {
    params.set('limit', String(capped.value))
    changed = true
  }
  return { ok: true, value: changed ? params.toString() : null }
}
