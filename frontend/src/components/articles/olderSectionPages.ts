import { getArticleListPage } from '@/lib/cms/articles'
import { getAuthorRecord } from '@/lib/cms/authorRecord'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import type { CardedPageKind } from '@/lib/pageTemplates/cardedTemplates'
import {
  LIST_PAGE_PARTS,
  listFrameValues,
  listPageLeaves,
  listPageSpecimen,
  type ListPageContent,
} from '@/lib/pageTemplates/listPageLeaves'
import { pagePath } from '@/lib/paging'

import { SECTIONS, type SectionName } from './sections'

/** What a section's page from 2 on shows: the section's header and one page of its articles. */
export interface OlderSectionContent extends ListPageContent {
  section: SectionName
}

/** Page `page` (from 2) of the section `name`, or null past its last page. */
export async function getOlderSectionContent(
  name: SectionName,
  page: number,
): Promise<OlderSectionContent | null> {
  const [list, authors, settings] = await Promise.all([
    getArticleListPage(SECTIONS[name].filter, page),
    getAuthorRecord(),
    getSiteSettings(),
  ])
  return list.articles.length === 0 ? null : { section: name, page, list, authors, settings }
}

const frameLeaves = (content: OlderSectionContent) => ({
  section: content.section,
  list: listPageLeaves(content),
})

/**
 * A section's deep pages (from DEEP_PAGE: pages 2 and 3 are Next's, readerPageRequest.ts) as
 * templates make them (docs/decisions/0026): the section's header, and its articles as cards.
 */
export const olderSectionTemplates: CardedPageKind<OlderSectionContent> = {
  ...LIST_PAGE_PARTS,
  name: 'section',
  frameLeaves,
  frameValues: (content) => listFrameValues(frameLeaves(content), content),
  rawHoles: new Set(),
  specimen: (content, variant) => {
    const specimen = listPageSpecimen(content, {}, variant)
    return {
      content: { ...specimen.content, section: content.section },
      path: pagePath(SECTIONS[content.section].basePath, specimen.content.page),
    }
  },
}
