import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'

import { parseToolEmbed, type ToolEmbed } from '@blockwise/shared/tools/embeds/settings'

/**
 * Renders a tool in place of its placeholder's summary, from the placeholder's settings (checked
 * again: the page's HTML is the only source). The link to the full tool stays below it.
 */
export function mountIsland(
  placeholder: HTMLElement,
  render: (embed: ToolEmbed) => ReactNode,
): Root | undefined {
  const embed = parseToolEmbed(placeholder.dataset.toolEmbed, placeholder.dataset.settings)
  const summary = placeholder.querySelector(':scope > p')
  const tool = embed && render(embed)
  if (!tool || !summary) return undefined
  const host = document.createElement('div')
  host.className = 'tool-embed-island'
  summary.replaceWith(host)
  const root = createRoot(host)
  // At once, so no frame shows the summary gone and the tool not yet there.
  flushSync(() => root.render(tool))
  placeholder.dataset.toolEmbedState = 'ready'
  return root
}
