import type { Metadata } from 'next'

import { PageHeader } from '@/components/chrome/PageHeader'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchOutcome } from '@/components/search/SearchOutcome'
import { TypeFilter } from '@/components/search/TypeFilter'
import { SEARCH_PATH } from '@/lib/search/searchUrl'

/** Every query is its own answer; see lib/cms/search.ts for why none is kept. */
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<SearchParams> }

/** A parameter given once, as a string; repeated, the first (as a browser's form sends one). */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function searchQuery(params: SearchParams) {
  return {
    q: single(params.q) ?? '',
    type: single(params.type) || undefined,
    cursor: single(params.cursor) || undefined,
  }
}

const TITLE_QUERY_MAX = 60

/** Results pages stay out of search engines' indexes; the bare search page may be found. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = searchQuery(await searchParams)
  const words = q.trim()
  if (!words) return { title: 'Search', alternates: { canonical: SEARCH_PATH } }
  const shown = words.length > TITLE_QUERY_MAX ? `${words.slice(0, TITLE_QUERY_MAX)}…` : words
  return {
    title: `Search: ${shown}`,
    robots: { index: false, follow: true },
    alternates: { canonical: SEARCH_PATH },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const query = searchQuery(await searchParams)
  const hasWords = query.q.trim() !== ''
  return (
    <>
      <PageHeader title="Search" intro="Every article of the archive, by the words in it." />
      <SearchForm
        id="search-page-query"
        name="Search articles"
        query={query.q}
        type={query.type}
        variant="page"
      />
      {hasWords && <TypeFilter q={query.q} type={query.type} />}
      <SearchOutcome {...query} />
    </>
  )
}
