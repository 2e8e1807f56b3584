import type { CollectionSlug, FlattenedField } from 'payload'

import { isDocumentId } from '../lib/documentId'

import { isObject } from './isObject'

/**
 * Conditions of a `where` that Payload's PostgreSQL adapter would turn into a failing query (a
 * 500, with the SQL in the log) instead of refusing: a path into a rich-text or JSON column (it
 * becomes a raw JSON path: `content.0.x` is a syntax error), text matching on columns that are not
 * text, geometry operators off point fields, `all` off hasMany fields, and `in` lists whose values
 * the column's type cannot hold (an id that is not a UUID, a select value that is not an option).
 * Other mistakes Payload refuses itself with 400 ("The following path cannot be queried").
 */

/** `and`/`or` nesting: Payload builds the query recursively. */
const MAX_WHERE_NESTING = 8

export type FieldsOf = (collection: CollectionSlug) => readonly FlattenedField[] | undefined

const TEXT_FIELDS = ['text', 'textarea', 'email', 'code']
/** Text matching, and the field types it works on (the admin's search may `like` an id). */
const TEXT_MATCH = new Map([
  ['like', new Set([...TEXT_FIELDS, 'id'])],
  ['not_like', new Set(TEXT_FIELDS)],
  ['contains', new Set(TEXT_FIELDS)],
])
const GEOMETRY = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])
const OPERATORS = new Set([
  ...TEXT_MATCH.keys(),
  ...GEOMETRY,
  ...LISTS,
  'equals',
  'not_equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

/** The id column is not among a collection's fields; ids are UUIDs here. */
const ID_FIELD = { name: 'id', type: 'id' } as const
type Leaf = FlattenedField | typeof ID_FIELD

type Resolved = { leaf: Leaf } | { refusal: string } | null

/** Why `where` would fail in the database, or null when it would not. */
export function whereRefusal(
  where: unknown,
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
  nesting = 0,
): string | null {
  if (!isObject(where)) return null
  if (nesting > MAX_WHERE_NESTING) return `where nests and/or deeper than ${MAX_WHERE_NESTING}`
  for (const [key, value] of Object.entries(where)) {
    const refusal =
      key === 'and' || key === 'or'
        ? listRefusal(value, fields, fieldsOf, nesting + 1)
        : pathRefusal(key, value, fields, fieldsOf)
    if (refusal) return refusal
  }
  return null
}

function listRefusal(
  conditions: unknown,
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
  nesting: number,
): string | null {
  if (!Array.isArray(conditions) && !isObject(conditions)) return null
  for (const condition of Object.values(conditions)) {
    const refusal = whereRefusal(condition, fields, fieldsOf, nesting)
    if (refusal) return refusal
  }
  return null
}

/** A path's operators; a key that is no operator continues the path (`tags: { name: … }`). */
function pathRefusal(
  path: string,
  operators: unknown,
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
): string | null {
  if (!isObject(operators)) return null
  for (const [operator, operand] of Object.entries(operators)) {
    const refusal = OPERATORS.has(operator)
      ? conditionRefusal(path, operator, operand, resolvePath(path, fields, fieldsOf))
      : pathRefusal(`${path}.${operator}`, operand, fields, fieldsOf)
    if (refusal) return refusal
  }
  return null
}

/** The field a path ends on, following relationships; null where Payload itself judges it. */
function resolvePath(
  path: string,
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
): Resolved {
  const segments = path.split(/\.|__/)
  let current: readonly FlattenedField[] = fields
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    const field = current.find((candidate) => candidate.name === segment)
    if (!field) return last && segment === 'id' ? { leaf: ID_FIELD } : null
    if (last) return { leaf: field }
    if (field.type === 'json' || field.type === 'richText')
      return { refusal: `${field.name} can only be queried as a whole` }
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array')
      current = field.flattenedFields
    else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    )
      current = fieldsOf(field.relationTo) ?? []
    else return null
  }
  return null
}

function conditionRefusal(
  path: string,
  operator: string,
  operand: unknown,
  resolved: Resolved,
): string | null {
  if (!resolved) return null
  if ('refusal' in resolved) return resolved.refusal
  const { leaf } = resolved
  if (TEXT_MATCH.get(operator)?.has(leaf.type) === false)
    return `${operator} applies to text fields only, not ${path}`
  if (GEOMETRY.has(operator) && leaf.type !== 'point')
    return `${operator} applies to point fields only, not ${path}`
  if (operator === 'all' && !('hasMany' in leaf && leaf.hasMany))
    return `all applies to fields with many values only, not ${path}`
  if (!LISTS.has(operator)) return null
  const values = listValues(operand)
  if (!values) return `${operator} takes a list of values`
  const allowed = allowedValue(leaf)
  if (!allowed) return null
  const invalid = values.findIndex((value) => value !== null && !allowed(value))
  return invalid < 0 ? null : `${path} cannot hold ${JSON.stringify(values[invalid])}`
}

/** The values of an `in` list as Payload reads them: an array, or a comma-separated string. */
function listValues(operand: unknown): unknown[] | null {
  if (Array.isArray(operand)) return operand as unknown[]
  if (typeof operand === 'string') return operand.split(',')
  return operand === null || typeof operand !== 'object' ? [operand] : null
}

/** A test of one value against what the field's column holds, where the database is strict. */
function allowedValue(leaf: Leaf): ((value: unknown) => boolean) | null {
  if (
    leaf.type === 'id' ||
    ((leaf.type === 'relationship' || leaf.type === 'upload') &&
      typeof leaf.relationTo === 'string')
  )
    return (value) => typeof value === 'string' && isDocumentId(value)
  if (leaf.type === 'select' || leaf.type === 'radio') {
    const options = new Set(
      leaf.options.map((option) => (typeof option === 'string' ? option : option.value)),
    )
    return (value) => typeof value === 'string' && options.has(value)
  }
  return null
}
