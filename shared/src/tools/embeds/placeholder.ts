import { escapeHtml } from '../../text'
import { TOOL_EMBED_PAGES, toolEmbedLink, toolEmbedSummary } from './summaries'
import type { ToolEmbed } from './settings'

export const TOOL_EMBED_CLASS = 'tool-embed'

/**
 * The placeholder of an embedded tool in article HTML: its settings for the site to start the tool
 * from, and a summary and a link that stand on their own without script (feeds, mail, readers).
 */
export function toolEmbedHtml(embed: ToolEmbed): string {
  const settings = escapeHtml(JSON.stringify(embed.settings))
  const { name } = TOOL_EMBED_PAGES[embed.tool]
  return (
    `<div class="${TOOL_EMBED_CLASS}" data-tool-embed="${embed.tool}" data-settings="${settings}">` +
    `<p>${escapeHtml(toolEmbedSummary(embed))}</p>` +
    `<p><a href="${escapeHtml(toolEmbedLink(embed))}">Open the ${escapeHtml(name)}</a></p>` +
    `</div>`
  )
}
