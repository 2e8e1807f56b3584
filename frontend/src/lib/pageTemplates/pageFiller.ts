/** A page filled in from templates, as the site's server sends it. */
export interface FilledPage {
  body: Buffer
  headers: [string, string][]
}

/** A reader's article page made from templates, or null when Next must render it. */
export type ArticlePageFiller = (slug: string) => Promise<FilledPage | null>

/**
 * Where the route that fills article templates leaves its filler for the site's server, which
 * calls it before Next (server/templatedArticles.ts). On globalThis: the two are bundled apart,
 * and the filler exists once Next has loaded the route.
 */
const FILLER = Symbol.for('blockwise.articlePageFiller')

type Holder = { [FILLER]?: ArticlePageFiller }

export function offerArticlePageFiller(filler: ArticlePageFiller): void {
  ;(globalThis as Holder)[FILLER] = filler
}

export const articlePageFiller = (): ArticlePageFiller | undefined => (globalThis as Holder)[FILLER]
