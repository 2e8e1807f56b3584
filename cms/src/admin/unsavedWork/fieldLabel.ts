import type { ClientField } from 'payload'

const sentenceCase = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

/** The label the edit view shows for the top-level field a form path is in. */
export function fieldLabelOf(fields: readonly ClientField[], path: string): string {
  const name = path.split('.')[0] ?? path
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  const label = field && 'label' in field ? field.label : undefined
  return typeof label === 'string' ? label : sentenceCase(name)
}
