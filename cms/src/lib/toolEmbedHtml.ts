import {
  TOOL_BLOCK_TYPES,
  toolEmbedFromBlock,
  type ToolBlockType,
} from '@blockwise/shared/tools/embeds/blocks'
import { toolEmbedHtml } from '@blockwise/shared/tools/embeds/placeholder'

type ToolBlockConverter = (args: { node: { fields: Record<string, unknown> } }) => string

/**
 * The HTML of each tool block: the placeholder the site starts the tool in, with its summary and
 * link; nothing for settings that fail the tool's schema (the save-time rules refuse them).
 */
export const toolBlockConverters = Object.fromEntries(
  (Object.keys(TOOL_BLOCK_TYPES) as ToolBlockType[]).map((blockType) => [
    blockType,
    (({ node }) => {
      const result = toolEmbedFromBlock(blockType, node.fields)
      return result.ok ? toolEmbedHtml(result.embed) : ''
    }) satisfies ToolBlockConverter,
  ]),
) as Record<ToolBlockType, ToolBlockConverter>
