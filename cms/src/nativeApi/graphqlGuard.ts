import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

/**
 * Bounds on a GraphQL document, checked before Payload validates it. Payload's complexity rule
 * walks every fragment spread anew, so its cost is the size of the document with its fragments
 * expanded: that size is bounded here, computed once per fragment.
 */
export const GRAPHQL_LIMITS = {
  /** Characters of the query text. Large values belong in `variables`, which are not parsed. */
  maxQueryLength: 64 * 1024,
  /** Lexical tokens the parser reads before it gives up: parsing costs no more than this. */
  maxTokens: 10_000,
  /**
   * Brackets of any kind open at once. The parser recurses per level, so deeper text could
   * overflow its stack; inline values (a rich-text literal) nest well within this.
   */
  maxNesting: 64,
  /** Fields selected, counted with every fragment spread expanded. */
  maxFields: 500,
  /**
   * Times one response name is selected in one selection set, fragments expanded. GraphQL's
   * check that such fields can be merged compares every pair of them: quadratic (250 repeats
   * of `id` cost most of a second), where ordinary overlapping fragments repeat a name twice.
   */
  maxRepeats: 10,
  /** Nesting of selections: Payload populates relationships no deeper than 10 anyway. */
  maxDepth: 12,
  /** Aliased fields, counted with fragments expanded: each may repeat a list query. */
  maxAliases: 30,
}

export type GraphqlLimits = typeof GRAPHQL_LIMITS

export type GuardResult = { ok: true; document: DocumentNode } | { ok: false; message: string }

interface Cost {
  fields: number
  aliases: number
  depth: number
  /** How often each response name is selected at this level (through fragments too). */
  names: Map<string, number>
  /** The most any response name repeats in one selection set, at this level or below. */
  repeats: number
}

const noCost = (): Cost => ({ fields: 0, aliases: 0, depth: 0, names: new Map(), repeats: 0 })

const refused = (message: string): GuardResult => ({ ok: false, message })

/**
 * Parses `query` and refuses it when it is too long, does not parse within the token budget,
 * spreads an unknown fragment, has a fragment cycle, or expands past the field, depth or alias
 * bounds. Runs in time linear in the document's size, whatever its fragments expand to.
 */
export function guardGraphqlDocument(
  query: string,
  limits: GraphqlLimits = GRAPHQL_LIMITS,
): GuardResult {
  if (query.length > limits.maxQueryLength)
    return refused(`The query must be at most ${limits.maxQueryLength} characters`)
  let document: DocumentNode
  try {
    if (nestingOf(query, limits.maxTokens) > limits.maxNesting)
      return refused(`The query nests brackets deeper than ${limits.maxNesting} levels`)
    document = parse(query, { maxTokens: limits.maxTokens, noLocation: true })
  } catch (error) {
    if (error instanceof GraphQLError) return refused(error.message)
    throw error
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)

  const cycle = findFragmentCycle(fragments)
  if (cycle) return refused(`Fragment cycle: ${cycle.join(' → ')}`)

  const unknown = firstUnknownSpread(document, fragments)
  if (unknown) return refused(`Unknown fragment "${unknown}"`)

  const total = noCost()
  const costOfFragment = memoisedFragmentCost(fragments, limits.maxFields)
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const cost = selectionCost(definition.selectionSet, costOfFragment, limits.maxFields)
    total.fields += cost.fields
    total.aliases += cost.aliases
    total.depth = Math.max(total.depth, cost.depth)
    total.repeats = Math.max(total.repeats, cost.repeats)
  }
  if (total.fields > limits.maxFields)
    return refused(`The query selects more than ${limits.maxFields} fields`)
  if (total.depth > limits.maxDepth)
    return refused(`The query nests deeper than ${limits.maxDepth} levels`)
  if (total.aliases > limits.maxAliases)
    return refused(`The query uses more than ${limits.maxAliases} aliases`)
  if (total.repeats > limits.maxRepeats)
    return refused(`The query selects one field more than ${limits.maxRepeats} times in one place`)
  return { ok: true, document }
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L])
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R])

/**
 * How deeply the text's brackets nest, read with GraphQL's own lexer (iterative, so it cannot
 * overflow) over at most `maxTokens` tokens; the parser refuses longer documents anyway.
 */
function nestingOf(query: string, maxTokens: number): number {
  const lexer = new Lexer(new Source(query))
  let depth = 0
  let deepest = 0
  for (let count = 0; count < maxTokens; count++) {
    const { kind } = lexer.advance()
    if (kind === TokenKind.EOF) break
    if (OPENING.has(kind)) deepest = Math.max(deepest, ++depth)
    else if (CLOSING.has(kind)) depth--
  }
  return deepest
}

/** The names of the fragments a selection set spreads, directly or inside inline fragments. */
function spreadsOf(selectionSet: SelectionSetNode): string[] {
  const names: string[] = []
  const stack = [selectionSet]
  for (let set = stack.pop(); set; set = stack.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) names.push(selection.name.value)
      else if (selection.selectionSet) stack.push(selection.selectionSet)
    }
  }
  return names
}

/** One cycle of fragment spreads (its names, the first repeated at the end), or null. */
function findFragmentCycle(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): string[] | null {
  const done = new Set<string>()
  const path: string[] = []
  const onPath = new Set<string>()
  const visit = (name: string): string[] | null => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name]
    const fragment = fragments.get(name)
    if (done.has(name) || !fragment) return null
    path.push(name)
    onPath.add(name)
    for (const spread of spreadsOf(fragment.selectionSet)) {
      const cycle = visit(spread)
      if (cycle) return cycle
    }
    path.pop()
    onPath.delete(name)
    done.add(name)
    return null
  }
  for (const name of fragments.keys()) {
    const cycle = visit(name)
    if (cycle) return cycle
  }
  return null
}

function firstUnknownSpread(
  document: DocumentNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): string | null {
  for (const definition of document.definitions) {
    if (!('selectionSet' in definition) || !definition.selectionSet) continue
    const unknown = spreadsOf(definition.selectionSet).find((name) => !fragments.has(name))
    if (unknown !== undefined) return unknown
  }
  return null
}

/** Each fragment's cost, computed once however often it is spread. Fragments must be acyclic. */
function memoisedFragmentCost(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  maxFields: number,
): (name: string) => Cost {
  const costs = new Map<string, Cost>()
  const costOf = (name: string): Cost => {
    const known = costs.get(name)
    if (known) return known
    const fragment = fragments.get(name)
    const cost = fragment ? selectionCost(fragment.selectionSet, costOf, maxFields) : noCost()
    costs.set(name, cost)
    return cost
  }
  return costOf
}

/**
 * Fields, aliases and repeated names of a selection set with its spreads expanded, and how deep
 * it nests. Counting stops once the fields pass `maxFields`: the document is refused anyway.
 */
function selectionCost(
  selectionSet: SelectionSetNode,
  costOfFragment: (name: string) => Cost,
  maxFields: number,
): Cost {
  const cost = noCost()
  for (const selection of selectionSet.selections) {
    if (cost.fields > maxFields) break
    let inner: Cost
    if (selection.kind === Kind.FRAGMENT_SPREAD) inner = costOfFragment(selection.name.value)
    else if (selection.selectionSet)
      inner = selectionCost(selection.selectionSet, costOfFragment, maxFields)
    else inner = noCost()
    cost.fields += inner.fields
    cost.aliases += inner.aliases
    cost.repeats = Math.max(cost.repeats, inner.repeats)
    if (selection.kind === Kind.FIELD) {
      cost.fields += 1
      if (selection.alias) cost.aliases += 1
      cost.depth = Math.max(cost.depth, inner.depth + 1)
      const name = (selection.alias ?? selection.name).value
      cost.names.set(name, (cost.names.get(name) ?? 0) + 1)
    } else {
      // A fragment's fields are selected at this level, alongside the others.
      cost.depth = Math.max(cost.depth, inner.depth)
      for (const [name, count] of inner.names)
        cost.names.set(name, (cost.names.get(name) ?? 0) + count)
    }
  }
  for (const count of cost.names.values()) cost.repeats = Math.max(cost.repeats, count)
  return cost
}
