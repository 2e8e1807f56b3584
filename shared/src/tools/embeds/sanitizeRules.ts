import { TOOL_EMBED_CLASS } from './placeholder'
import { parseToolEmbed } from './settings'

/** The attributes a `div` of article HTML may carry for an embedded tool. */
export const TOOL_EMBED_ATTRIBUTES = ['data-tool-embed', 'data-settings'] as const

/**
 * A `div`'s attributes with its tool placeholder data kept only when it is a placeholder whose
 * settings pass the tool's schema, re-serialised; any other `data-tool-embed` or `data-settings`
 * goes, and with it the site's reason to start a tool there (its summary stays as plain text).
 */
export function toolEmbedAttributes(attribs: Record<string, string>): Record<string, string> {
  const { 'data-tool-embed': kind, 'data-settings': json, ...rest } = attribs
  const isPlaceholder = (rest.class ?? '').split(/\s+/).includes(TOOL_EMBED_CLASS)
  const embed = isPlaceholder ? parseToolEmbed(kind, json) : null
  return embed
    ? { ...rest, 'data-tool-embed': embed.tool, 'data-settings': JSON.stringify(embed.settings) }
    : rest
}
