/**
 * Data a page renders in place of the CMS's while its template is made, by the page's path. Kept
 * on globalThis: the route that makes templates and the page that renders specimens are bundled
 * apart, in one process.
 */
const PAGES = Symbol.for('blockwise.specimenPages')

interface Specimen {
  data: unknown
  /** When the data are given, the same moment to every part of the page that asks. */
  ready?: Promise<void>
}

interface Registry {
  data: Map<string, Specimen>
  /** The render at each path, which the next one at that path waits for. */
  renders: Map<string, Promise<unknown>>
}

const registry = (): Registry =>
  ((globalThis as { [PAGES]?: Registry })[PAGES] ??= { data: new Map(), renders: new Map() })

/**
 * Runs `render` while the page at `path` renders `data`, once any earlier specimen at `path` is
 * done (specimens of deep section pages share their paths).
 */
export function withSpecimenPage<R>(
  path: string,
  data: unknown,
  render: () => Promise<R>,
): Promise<R> {
  const { data: pages, renders } = registry()
  const rendering = (renders.get(path) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      pages.set(path, { data })
      try {
        return await render()
      } finally {
        pages.delete(path)
      }
    })
  renders.set(path, rendering)
  void rendering
    .catch(() => undefined)
    .then(() => {
      if (renders.get(path) === rendering) renders.delete(path)
    })
  return rendering
}

/**
 * The data registered for the page at `path`, if it is a specimen being rendered. Given as the
 * CMS's one answer would be: after a timer, once for every part of the page that asks (its
 * metadata, its body). React writes a page's parts, its scripts and its head's links in the order
 * they are ready: data that came at once, or to each part at its own moment, would order them
 * otherwise than in every page of the kind.
 */
export async function specimenPage<T>(path: string): Promise<T | undefined> {
  const specimen = registry().data.get(path)
  if (!specimen) return undefined
  specimen.ready ??= new Promise((resolve) => setTimeout(resolve, 1))
  await specimen.ready
  return specimen.data as T
}
