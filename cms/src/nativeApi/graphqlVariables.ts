import { Kind, type DocumentNode, type ValueNode } from 'graphql'

/**
 * What a variable of `document` holds for this request: the request's `variables`, else the
 * variable's default when it is a literal int or boolean (the only kinds the bounds read).
 */
export function variableReader(
  document: DocumentNode,
  variables: Record<string, unknown>,
): (name: string) => unknown {
  const defaults = new Map<string, ValueNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      for (const variable of definition.variableDefinitions ?? [])
        if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue)
  return (name) => {
    if (name in variables) return variables[name]
    const fallback = defaults.get(name)
    if (fallback?.kind === Kind.INT) return Number(fallback.value)
    if (fallback?.kind === Kind.BOOLEAN) return fallback.value
    return undefined
  }
}
