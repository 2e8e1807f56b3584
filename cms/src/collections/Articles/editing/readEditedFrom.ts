import { APIError } from 'payload'

export const EDITED_FROM_FORMAT =
  'editedFrom must be the updatedAt of the article as you loaded or last saved it, e.g. 2026-12-05T14:02:05.123Z.'

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/

/** The instant a save names as its starting point, undefined when it names none; else 400. */
export function readEditedFrom(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const instant =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' && ISO_INSTANT.test(value)
        ? Date.parse(value)
        : Number.NaN
  if (Number.isNaN(instant)) throw new APIError(EDITED_FROM_FORMAT, 400, undefined, true)
  return instant
}
