/**
 * Data a page renders in place of the CMS's while its template is made. Kept on globalThis: the
 * route that makes templates and the page that renders specimens are bundled apart, in one process.
 */
const PAGES = Symbol.for('blockwise.specimenPages')

const registry = (): Map<string, unknown> =>
  ((globalThis as { [PAGES]?: Map<string, unknown> })[PAGES] ??= new Map<string, unknown>())

/** Runs `render` while the page at `slug` renders `data`. */
export async function withSpecimenPage<R>(
  slug: string,
  data: unknown,
  render: () => Promise<R>,
): Promise<R> {
  registry().set(slug, data)
  try {
    return await render()
  } finally {
    registry().delete(slug)
  }
}

/** The data registered for the page at `slug`, if it is a specimen being rendered. */
export const specimenPage = <T>(slug: string) => registry().get(slug) as T | undefined
