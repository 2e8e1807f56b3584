import type { Root } from 'react-dom/client'

import type { ToolEmbedKind } from '@blockwise/shared/tools/embeds/settings'

/** The placeholders the article HTML holds (the sanitiser kept only valid ones). */
export const TOOL_EMBED_SELECTOR = '.tool-embed[data-tool-embed][data-settings]'

/** Starts a loaded tool in its placeholder; undefined when the placeholder's settings are not valid. */
export type StartIsland = () => Root | undefined

type Island = { mount: (placeholder: HTMLElement) => Root | undefined }

const ISLANDS: Record<ToolEmbedKind, () => Promise<Island>> = {
  yield: () => import('./YieldIsland'),
  watchlist: () => import('./WatchlistIsland'),
  simulator: () => import('./SimulatorIsland'),
}

/** Fetches the placeholder's tool, ready to start; a tool that fails to load leaves the summary. */
export async function loadIsland(placeholder: HTMLElement): Promise<StartIsland | undefined> {
  const load = ISLANDS[placeholder.dataset.toolEmbed as ToolEmbedKind] as
    (typeof ISLANDS)[ToolEmbedKind] | undefined
  if (!load) return undefined
  try {
    const island = await load()
    return () => island.mount(placeholder)
  } catch (error) {
    console.warn('A tool in this article could not start', error)
    return undefined
  }
}
