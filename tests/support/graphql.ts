import { JSON_HEADERS } from './clients'

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string }>
}

/** One request to Payload's GraphQL API at /cms-api/graphql, as the caller `headers` name. */
export async function graphql(
  cmsUrl: string,
  query: string,
  headers: Record<string, string> = {},
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${cmsUrl}/cms-api/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphqlAnswer
}

/** The `docs` of a list query in an answer (empty when access denied it). */
export function docsOf(answer: GraphqlAnswer, query: string): Array<Record<string, unknown>> {
  const list = answer.data?.[query] as { docs?: Array<Record<string, unknown>> } | null | undefined
  return list?.docs ?? []
}

/** `F<n>` spreads `F<n-1>` twice: 2^n fields once expanded, from a document of n lines. */
export function doublingQuery(levels: number): string {
  const fragments = ['fragment F0 on Article { id }']
  for (let level = 1; level <= levels; level++)
    fragments.push(`fragment F${level} on Article { ...F${level - 1} ...F${level - 1} }`)
  return [`query { Articles { docs { ...F${levels} } } }`, ...fragments].join('\n')
}

/** Two fragments spreading each other: a naive walk never ends. */
export const CIRCULAR_QUERY =
  'query { Articles { docs { ...A } } } fragment A on Article { id ...B } fragment B on Article { ...A }'
