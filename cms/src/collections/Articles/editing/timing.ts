/**
 * How long an editor's hold on an article lasts without news from their open edit view, in
 * seconds. The view renews it every EDITING_HEARTBEAT_MS and lets it go when its tab closes; this
 * is for a tab that dies without a word, and outlasts Chrome's once-a-minute timers in a tab
 * hidden for long.
 */
export const ARTICLE_LOCK_SECONDS = 90

/** How often an open edit view renews its hold and looks for others' saves, in milliseconds. */
export const EDITING_HEARTBEAT_MS = 10_000
