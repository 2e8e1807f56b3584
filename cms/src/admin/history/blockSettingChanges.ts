/** A block of the rich text whose settings differ between two versions of an article. */
export interface BlockSettingChange {
  /** `{blockType} block`, numbered when the body has more than one of the type: `video block 2`. */
  block: string
  /** The setting's field name. */
  setting: string
  from: string
  to: string
}

interface BlockNode {
  blockType: string
  fields: Record<string, unknown>
}

/** What the block stores besides its settings. */
const NOT_SETTINGS = new Set(['id', 'blockType', 'blockName'])

/** The body's blocks and inline blocks, by their id, in document order. */
function blocksOf(value: unknown): Map<string, BlockNode> {
  const blocks = new Map<string, BlockNode>()
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return
    const { type, fields, children, root } = node as Record<string, unknown>
    if ((type === 'block' || type === 'inlineBlock') && typeof fields === 'object' && fields) {
      const { id, blockType } = fields as Record<string, unknown>
      if (typeof id === 'string' && typeof blockType === 'string')
        blocks.set(id, { blockType, fields: fields as Record<string, unknown> })
    }
    if (root) visit(root)
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit(value)
  return blocks
}

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

/**
 * The settings (fields) of each block kept in both versions that differ: Payload's comparison of
 * the rich text shows a block by its type only, so a changed start time or coin was not seen.
 * Blocks added or removed show in the text's own comparison.
 */
export function blockSettingChanges(from: unknown, to: unknown): BlockSettingChange[] {
  const before = blocksOf(from)
  const after = blocksOf(to)
  const typeCounts = new Map<string, number>()
  for (const { blockType } of after.values())
    typeCounts.set(blockType, (typeCounts.get(blockType) ?? 0) + 1)
  const seen = new Map<string, number>()
  const changes: BlockSettingChange[] = []
  for (const [id, { blockType, fields }] of after) {
    const nth = (seen.get(blockType) ?? 0) + 1
    seen.set(blockType, nth)
    const old = before.get(id)
    if (!old || old.blockType !== blockType) continue
    const block =
      (typeCounts.get(blockType) ?? 0) > 1 ? `${blockType} block ${nth}` : `${blockType} block`
    const names = new Set([...Object.keys(old.fields), ...Object.keys(fields)])
    for (const setting of names) {
      if (NOT_SETTINGS.has(setting)) continue
      const a = shown(old.fields[setting])
      const b = shown(fields[setting])
      if (a !== b) changes.push({ block, setting, from: a, to: b })
    }
  }
  return changes
}
