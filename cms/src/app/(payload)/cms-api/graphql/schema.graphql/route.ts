import { matchesIfNoneMatch } from '@/contract/etag'
import { graphqlSdl } from '@/nativeApi/graphqlSdl'

export const dynamic = 'force-dynamic'

/**
 * docs/api.md#graphql: the GraphQL schema as SDL, for tools (graphql-codegen, IDEs) that cannot
 * introspect anonymously. Public: it describes types, not data; access control still decides
 * what each query returns.
 */
export async function GET(request: Request): Promise<Response> {
  const { text, etag } = await graphqlSdl()
  const headers = {
    etag,
    'cache-control': 'public, max-age=300',
    'access-control-allow-origin': '*',
  }
  if (matchesIfNoneMatch(request, etag)) return new Response(null, { status: 304, headers })
  return new Response(text, {
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  })
}
