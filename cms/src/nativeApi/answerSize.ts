import { canUseEditorialCalls } from '@/access/roles'
import { contractContext } from '@/contract/http'

import { nativeApiError } from './nativeApiError'

/**
 * The most a reader's (or a read-scope key's) native API answer may weigh. The page caps and the
 * GraphQL cost bound how many documents an answer holds; this bounds their bytes, which full
 * articles at a page of 100 would pass.
 */
const READER_ANSWER_BYTES = 1024 * 1024

/**
 * `answer` as it is, unless it is JSON heavier than READER_ANSWER_BYTES for a caller without an
 * editorial role: then a 400 saying how to ask for less. The caller is looked up only for such
 * an answer. Files (media) pass untouched.
 */
export async function withinReaderAnswerSize(
  request: Request,
  answer: Response,
): Promise<Response> {
  if (!answer.headers.get('content-type')?.includes('json')) return answer
  const body = await answer.arrayBuffer()
  const same = new Response(body, answer)
  if (body.byteLength <= READER_ANSWER_BYTES) return same
  const { user } = await contractContext(request)
  if (canUseEditorialCalls(user)) return same
  return nativeApiError(
    400,
    'The answer would be larger than 1 MB: ask for fewer documents (limit), less depth or fewer fields (select)',
  )
}
