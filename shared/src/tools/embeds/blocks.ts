import { TOOL_EMBED_SCHEMAS, type ToolEmbed, type ToolEmbedKind } from './settings'

/** The article editor's block types for the tools, and the tool each one embeds. */
export const TOOL_BLOCK_TYPES = {
  yieldCalculator: 'yield',
  watchlist: 'watchlist',
  portfolioSimulator: 'simulator',
} as const satisfies Record<string, ToolEmbedKind>
export type ToolBlockType = keyof typeof TOOL_BLOCK_TYPES

export function isToolBlockType(value: unknown): value is ToolBlockType {
  return typeof value === 'string' && Object.hasOwn(TOOL_BLOCK_TYPES, value)
}

type Fields = Record<string, unknown>

const presentOnly = (entries: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  )

/** The settings a block's stored fields stand for, before validation. */
const SETTINGS_OF: Record<ToolBlockType, (fields: Fields) => unknown> = {
  yieldCalculator: ({ amount, protocol, apy, frequency }) =>
    presentOnly({ amount, protocol, apy, frequency }),
  // Editors type the ids in one field: "bitcoin, ethereum".
  watchlist: ({ coins }) => ({
    coins:
      typeof coins === 'string'
        ? coins
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((id) => id.toLowerCase())
        : coins,
  }),
  portfolioSimulator: ({ cash, buys }) => ({
    cash,
    buys: Array.isArray(buys)
      ? buys.map((buy: Fields | null) => ({ symbol: buy?.symbol, usd: buy?.usd }))
      : (buys ?? []),
  }),
}

/** What is wrong with a block, and the block field it is about. */
export interface ToolBlockIssue {
  field: string
  message: string
}

export type ToolBlockResult =
  { ok: true; embed: ToolEmbed } | { ok: false; issues: ToolBlockIssue[] }

/** A tool block's fields as the embed they describe, or everything wrong with them. */
export function toolEmbedFromBlock(blockType: ToolBlockType, fields: Fields): ToolBlockResult {
  const tool = TOOL_BLOCK_TYPES[blockType]
  const parsed = TOOL_EMBED_SCHEMAS[tool].safeParse(SETTINGS_OF[blockType](fields))
  if (parsed.success) return { ok: true, embed: { tool, settings: parsed.data } as ToolEmbed }
  const issues = parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }))
  return { ok: false, issues }
}
