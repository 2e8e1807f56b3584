import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { hasControlCharacters } from '@blockwise/shared'

import type { Glossary } from '@/payload-types'

type Names = { term?: unknown; aliases?: unknown }

/** How names compare: case and runs of white space do not make two names different. */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

const namesOf = (doc: Names): string[] => [
  ...(typeof doc.term === 'string' ? [doc.term] : []),
  ...(Array.isArray(doc.aliases) ? doc.aliases.filter((alias) => typeof alias === 'string') : []),
]

/** Trims the term and the aliases and drops empty aliases, before the fields are validated. */
export const tidyNames: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  if (typeof data.term === 'string') data.term = data.term.trim().replace(/\s+/g, ' ')
  if (Array.isArray(data.aliases))
    data.aliases = data.aliases
      .map((alias: unknown) =>
        typeof alias === 'string' ? alias.trim().replace(/\s+/g, ' ') : alias,
      )
      .filter((alias: unknown) => alias !== '')
  return data
}

function refuse(path: 'term' | 'aliases', message: string): never {
  throw new ValidationError({ collection: 'glossary', errors: [{ path, message }] })
}

/**
 * A mention links to one term only, so a name (a term or an alias, whatever its case) belongs to
 * one term of the glossary: a clash is refused with the term that already has the name.
 */
export const refuseNameClashes: CollectionBeforeChangeHook<Glossary> = async ({
  data,
  originalDoc,
  req,
}) => {
  const names = namesOf({ ...originalDoc, ...data })
  const seen = new Set<string>()
  for (const [index, name] of names.entries()) {
    const path = index === 0 ? 'term' : 'aliases'
    if (hasControlCharacters(name)) refuse(path, `“${name}” contains control characters`)
    if (seen.has(comparable(name)))
      refuse('aliases', `“${name}” is listed twice (as the term or an alias)`)
    seen.add(comparable(name))
  }
  const { docs } = await req.payload.find({
    collection: 'glossary',
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    select: { term: true, aliases: true },
    pagination: false,
    depth: 0,
    req,
  })
  for (const other of docs)
    for (const name of namesOf(other))
      if (seen.has(comparable(name)))
        refuse(
          comparable(name) === comparable(names[0] ?? '') ? 'term' : 'aliases',
          `“${name}” is already a name of the glossary term “${other.term}”`,
        )
  return data
}
