/**
 * How long each layer keeps what it keeps, in one place (docs/architecture.md#the-cache-model).
 * Every layer reads these: the site server's headers and micro-cache, the CMS's /api headers and
 * shared lists, and the edge's VCL (which spells UNKEYED_EDGE_SECONDS out; a test holds it equal).
 */
export const LIFETIMES = {
  /**
   * Any shared cache that is not told of changes (the site's micro-cache, a proxy in between):
   * `s-maxage`. Browsers keep nothing (`max-age=0`) and check back with a validator.
   */
  sharedSeconds: 1,
  /**
   * How long past `sharedSeconds` the site's micro-cache, which every change empties, still serves
   * a page while asking for it again (nginx's `proxy_cache_use_stale updating`): readers of a page
   * never wait for its render, only the renewal does (behind a crawler's, say).
   */
  renewalGraceSeconds: 1,
  /** An edge that the CMS purges: lists, feeds, sitemaps and every page whose keys name all it shows. */
  edgeSeconds: 24 * 60 * 60,
  /**
   * An article page: its Read-More box shows other articles that its keys do not name, so an
   * unpublished or renamed one may linger there, as a link, this long at most.
   */
  articlePageEdgeSeconds: 5 * 60,
  /**
   * An uploaded image's files: Payload rewrites a file's resized copies in place when an editor
   * moves its focal point, so browsers keep them an hour, and the edge until purged or as long.
   */
  mediaSeconds: 60 * 60,
  /** Next's stale copy, sent while it renders the page again. */
  staleEdgeSeconds: 1,
  /** A page's 404, kept under the page's keys (its publication purges them). */
  notFoundEdgeSeconds: 60,
  /** An answer without keys, which no purge reaches (deploy/varnish/surrogate-keys.vcl). */
  unkeyedEdgeSeconds: 5,
  /** Next's cache of pages and CMS reads: until the CMS reports a change, or this at most. */
  nextCacheSeconds: 5 * 60,
  /** The CMS's shared answers of readers' article lists, dropped on every committed change. */
  cmsListMs: 1000,
} as const
