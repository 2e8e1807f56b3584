import { Kind, visit, type ArgumentNode, type DocumentNode } from 'graphql'

import { variableReader } from './graphqlVariables'
import {
  POPULATION_DEPTH_MAX,
  cappedLimit,
  depthRefusal,
  limitRefusal,
  type PageSizeResult,
} from './pageSize'

/**
 * The document with every `limit` argument held to `cap` (0 and larger limits become the cap),
 * every `depth` (rich text's population depth, which Payload does not clamp in GraphQL) held to
 * POPULATION_DEPTH_MAX and `pagination: false` removed, or null when nothing needs changing. A
 * limit, depth or pagination given by a variable is checked against the request's `variables`
 * (or the variable's default) and refused, not rewritten, when out of bounds: the variable may
 * be used elsewhere too.
 */
export function boundGraphqlPageSizes(
  document: DocumentNode,
  variables: Record<string, unknown>,
  cap: number,
): PageSizeResult<DocumentNode | null> {
  const valueOf = variableReader(document, variables)

  let refusal: PageSizeResult<never> | null = null
  let changed = false
  const bounded = visit(document, {
    Argument(argument: ArgumentNode): ArgumentNode | null | undefined {
      const { name, value } = argument
      if (name.value === 'limit') {
        if (value.kind === Kind.VARIABLE) {
          const given = valueOf(value.name.value)
          if (given == null) return undefined
          const capped = typeof given === 'number' ? cappedLimit(given, cap) : limitRefusal(cap)
          if (!capped.ok || capped.value !== given) refusal = limitRefusal(cap)
          return undefined
        }
        if (value.kind !== Kind.INT) return undefined
        const capped = cappedLimit(Number(value.value), cap)
        if (!capped.ok) refusal = capped
        else if (capped.value !== Number(value.value)) {
          changed = true
          return { ...argument, value: { kind: Kind.INT, value: String(capped.value) } }
        }
        return undefined
      }
      if (name.value === 'depth') {
        if (value.kind === Kind.VARIABLE) {
          const given = valueOf(value.name.value)
          if (given != null && !(typeof given === 'number' && given <= POPULATION_DEPTH_MAX))
            refusal = depthRefusal
          return undefined
        }
        if (value.kind === Kind.INT && Number(value.value) > POPULATION_DEPTH_MAX) {
          changed = true
          return { ...argument, value: { kind: Kind.INT, value: String(POPULATION_DEPTH_MAX) } }
        }
        return undefined
      }
      if (name.value === 'pagination') {
        if (value.kind === Kind.VARIABLE && valueOf(value.name.value) === false)
          refusal = { ok: false, message: 'pagination cannot be turned off' }
        if (value.kind === Kind.BOOLEAN && !value.value) {
          changed = true
          return null
        }
      }
      return undefined
    },
  })
  if (refusal) return refusal
  return { ok: true, value: changed ? bounded : null }
}
