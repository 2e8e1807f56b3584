/**
 * Compat: the framework's script tags as Next writes them into a page. React's server renderer
 * (Next's compiled copy, next/dist/compiled/react-dom) writes them for what Next asks of it: the
 * page's bootstrap script and the other startup scripts it preinits
 * (next/dist/server/app-render/required-scripts.js), each `<script src="…" async="">`, with a
 * low-priority preload of the bootstrap script; and the low-priority preloads `next/dynamic`
 * asks for a lazily loaded part (next/dist/shared/lib/lazy-dynamic/preload-chunks.js). In a
 * Turbopack build, as the site's, Next also gives React an inline script to run first, which takes
 * the `id` React adds to the page's first script; without it (a webpack build), the bootstrap
 * script's tag carries that `id` and is left alone.
 *
 * Why: the site's server defers the framework's script to the first paint
 * (server/deferScripts/htmlRewriter.ts): it finds these tags in the HTML as it streams, turns each
 * script into an inert placeholder and drops the preloads, which would fetch the scripts first.
 *
 * Supported API looked for: Next offers no option to defer or delay its own scripts
 * (`next/script` strategies apply to the scripts a page adds, not to Next's), nor a hook on the
 * HTML it streams; React writes these tags with no option on their form.
 *
 * If it moves: a tag written any other way (another attribute order, a `nonce`, `crossorigin`, a
 * deployment id's `?dpl=`) is left alone: pages load their script as before, undeferred, slower
 * to first paint (tests/e2e/script-loading.spec.ts sees it). nextScriptTags.canary.test.ts renders
 * a page's scripts with the installed Next and React and fails first.
 */

/** A startup script's tag as React writes it, up to its `>`; its first group is its `src`. */
export const NEXT_SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async="">/g

/** A low-priority preload of one of Next's scripts, whose attributes come in either order. */
export const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload"(?=[^<>]* as="script")(?=[^<>]* href="\/_next\/static\/[^"<>]+\.js")[^<>]*\/>/g
