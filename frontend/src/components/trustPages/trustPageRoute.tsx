import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { TrustPageSlug } from '@blockwise/shared/trustPages'

import { getTrustPage } from '@/lib/cms/trustPages'

import { TrustPageView } from './TrustPageView'

/**
 * The metadata and the page of the route at `/{slug}`: the CMS's published trust page, or not
 * found while it has none. Cached by Next until the CMS reports a change to the trust pages.
 */
export function trustPageRoute(slug: TrustPageSlug) {
  const path = `/${slug}`
  const publishedPage = async () => (await getTrustPage(slug)) ?? notFound()

  async function generateMetadata(): Promise<Metadata> {
    const { title, description } = await publishedPage()
    return {
      title,
      description,
      alternates: { canonical: path },
      openGraph: { title, description, url: path },
    }
  }

  async function TrustPageRoute() {
    return <TrustPageView page={await publishedPage()} />
  }

  return { generateMetadata, Page: TrustPageRoute }
}
