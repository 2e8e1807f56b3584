import { createHash } from 'node:crypto'

import { printSchema } from 'graphql'

import { graphqlSchema } from './graphqlSchema'

interface Sdl {
  text: string
  etag: string
}

let sdl: Promise<Sdl> | undefined

/**
 * The GraphQL schema as SDL: the same text as `payload generate:graphQLSchema`, so it cannot
 * describe another version than the one answering.
 */
export function graphqlSdl(): Promise<Sdl> {
  sdl ??= graphqlSchema().then((schema) => {
    const text = `${printSchema(schema)}\n`
    return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` }
  })
  return sdl
}
