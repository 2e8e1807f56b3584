import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import type { GraphQLSchema } from 'graphql'

let schema: Promise<GraphQLSchema> | undefined

/** The GraphQL schema Payload serves, built once per process from the running config. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  schema ??= config.then((resolved) => configToSchema(resolved).schema)
  return schema
}
