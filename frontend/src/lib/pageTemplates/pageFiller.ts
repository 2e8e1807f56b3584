/** A page filled in from templates, as the site's server sends it. */
export interface FilledPage {
  body: Buffer
  headers: [string, string][]
}

/**
 * A reader's page made from templates, by its path (as templatedPagePath gives it), or null when
 * Next must render it.
 */
export type PageFiller = (path: string) => Promise<FilledPage | null>

/**
 * Where the route that fills templates leaves its filler for the site's server, which calls it
 * before Next (server/templatedPages.ts). On globalThis: the two are bundled apart, and the filler
 * exists once Next has loaded the route.
 */
const FILLER = Symbol.for('blockwise.pageFiller')

type Holder = { [FILLER]?: PageFiller }

export function offerPageFiller(filler: PageFiller): void {
  ;(globalThis as Holder)[FILLER] = filler
}

export const pageFiller = (): PageFiller | undefined => (globalThis as Holder)[FILLER]
