import {
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql'

import { variableReader } from './graphqlVariables'

/** Payload's page size when a list query or join gives no `limit`. */
const DEFAULT_PAGE = 10
/** Rows counted for a list whose field sets no `maxRows`: as many as a page may hold. */
const UNBOUNDED_ROWS = 100

/** What a document makes the CMS read, counted before it runs. */
export interface GraphqlCost {
  /** Documents in the pages it asks for (every `docs` list), over all aliases and levels. */
  listed: number
  /** Those, and every document populated through a relationship or upload, with fan-out. */
  documents: number
}

/** The Payload field a schema field was built from (Payload keeps it in the extensions). */
interface PayloadFieldExtension {
  type?: string
  maxRows?: number
  defaultLimit?: number
}

const payloadFieldOf = (field: GraphQLField<unknown, unknown>): PayloadFieldExtension =>
  (field.extensions as { field?: PayloadFieldExtension }).field ?? {}

const isPage = (type: GraphQLNamedType) => isObjectType(type) && 'docs' in type.getFields()

/**
 * The documents a (guarded, page-size-bounded) GraphQL document reads at most: each page counts
 * its limit, each relationship list its `maxRows`, multiplied down the levels, so ten nested
 * levels of a related-terms list cost 10^10 here rather than in the CMS.
 */
export function graphqlCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): GraphqlCost {
  const valueOf = variableReader(document, variables)
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  const cost: GraphqlCost = { listed: 0, documents: 0 }

  const limitOf = (node: FieldNode, field: GraphQLField<unknown, unknown>): number => {
    const argument = node.arguments?.find(({ name }) => name.value === 'limit')
    const given =
      argument?.value.kind === Kind.INT
        ? Number(argument.value.value)
        : argument?.value.kind === Kind.VARIABLE
          ? valueOf(argument.value.name.value)
          : undefined
    return typeof given === 'number' ? given : (payloadFieldOf(field).defaultLimit ?? DEFAULT_PAGE)
  }

  const walk = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    copies: number,
    pageSize: number | undefined,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)
        const on = fragment && schema.getType(fragment.typeCondition.name.value)
        if (fragment && on) walk(fragment.selectionSet, on, copies, pageSize)
        continue
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : type
        if (on) walk(selection.selectionSet, on, copies, pageSize)
        continue
      }
      if (!isObjectType(type) && !isInterfaceType(type)) continue
      const field = type.getFields()[selection.name.value]
      if (!field) continue
      const returned = getNamedType(field.type)
      const payloadField = payloadFieldOf(field)
      let rows = copies
      if (isListType(getNullableType(field.type))) {
        if (field.name === 'docs' && pageSize !== undefined) {
          rows *= pageSize
          cost.listed += rows
          cost.documents += rows
        } else rows *= payloadField.maxRows ?? UNBOUNDED_ROWS
      }
      if (payloadField.type === 'relationship' || payloadField.type === 'upload')
        cost.documents += rows
      if (selection.selectionSet && isCompositeType(returned))
        walk(
          selection.selectionSet,
          returned,
          rows,
          isPage(returned) ? limitOf(selection, field) : undefined,
        )
    }
  }

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const root = schema.getRootType(definition.operation)
    if (root) walk(definition.selectionSet, root, 1, undefined)
  }
  return cost
}

/**
 * Documents populated per document listed: a page of articles with their tags (at most ten each)
 * fits, ten levels of related terms do not.
 */
const DOCUMENTS_PER_LISTED = 10

/** Why a document costing `cost` is refused under a page cap of `cap`, or null if it is not. */
export function costRefusal(cost: GraphqlCost, cap: number): { ok: false; message: string } | null {
  if (cost.listed > cap)
    return {
      ok: false,
      message: `The query lists more than ${cap} documents in all its pages: lower the limits or split it`,
    }
  if (cost.documents > cap * DOCUMENTS_PER_LISTED)
    return {
      ok: false,
      message: `The query reads more than ${cap * DOCUMENTS_PER_LISTED} documents with its relationships: select fewer levels or lower the limits`,
    }
  return null
}
