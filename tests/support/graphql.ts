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
