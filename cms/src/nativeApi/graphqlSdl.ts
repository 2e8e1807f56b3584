import { createHash } from 'node:crypto'

import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import { printSchema } from 'graphql'

interface Sdl {
  text: string
  etag: string
}

let sdl: Promise<Sdl> | undefined

/**
 * The GraphQL schema as SDL, built once per process from the running config: the same text as
 * `payload generate:graphQLSchema`, so it cannot describe another version than the one answering.
 */
export function graphqlSdl(): Promise<Sdl> {
  sdl ??= config.then((resolved) => {
    const text = `${printSchema(configToSchema(resolved).schema)}\n`
    return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` }
  })
  return sdl
}
