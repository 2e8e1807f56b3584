import type { Metadata } from 'next'

import { SearchBeacon } from '@/components/analytics/SearchBeacon'
import { PageHeader } from '@/components/chrome/PageHeader'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchOutcome } from '@/components/search/SearchOutcome'
import { TypeFilter } from '@/components/search/TypeFilter'
import { SEARCH_PATH } from '@/lib/search/searchUrl'

import { searchViewAt } from './searchPages'

/** Every query is its own answer; see lib/cms/search.ts for why none is kept. */
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<SearchParams> }

/** A parameter given once, as a string; repeated, the first (as a browser's form sends one). */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

async function searchQuery(searchParams: Props['searchParams']) {
  const params = await searchParams
  return {
    q: single(params.q) ?? '',
    type: single(params.type) || undefined,
    cursor: single(params.cursor) || undefined,
  }
}

const viewOf = async (searchParams: Props['searchParams']) => {
  const { q, type, cursor } = await searchQuery(searchParams)
  return searchViewAt(q, type, cursor)
}

/** Results pages stay out of search engines' indexes; the bare search page may be found. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await viewOf(searchParams)
  if (!view) return { title: 'Search', alternates: { canonical: SEARCH_PATH } }
  return {
    title: `Search: ${view.titleWords}`,
    robots: { index: false, follow: true },
    alternates: { canonical: SEARCH_PATH },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const query = await searchQuery(searchParams)
  const view = await viewOf(searchParams)
  return (
    <>
      <PageHeader title="Search" intro="Every article of the archive, by the words in it." />
      <SearchForm
        id="search-page-query"
        name="Search articles"
        query={view?.q ?? query.q}
        type={view ? view.articleType || undefined : query.type}
        variant="page"
      />
      {view && <TypeFilter queries={view.filterQueries} type={view.articleType} />}
      <SearchOutcome view={view} />
      {view?.outcome.kind === 'results' && !view.outcome.more && (
        <SearchBeacon query={view.q} found={!view.outcome.similar} />
      )}
    </>
  )
}
