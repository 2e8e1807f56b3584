import { linkGlossaryTerms } from '@blockwise/shared/glossary/linkGlossaryTerms'

import { getGlossary } from '@/lib/cms/glossary'

import './glossaryTerms.css'

/**
 * An article's sanitised body with the first mention of each glossary term turned into its
 * definition popover, unless the editors turned that off for the article.
 */
export async function glossaryLinkedHtml(sanitisedHtml: string, linked: boolean): Promise<string> {
  if (!linked) return sanitisedHtml
  return linkGlossaryTerms(sanitisedHtml, await getGlossary())
}
