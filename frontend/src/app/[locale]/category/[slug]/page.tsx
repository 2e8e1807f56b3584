import type { Metadata } from 'next'
import Link from 'next/link'

import { noPathsAtBuildTime } from '@/lib/siteLocale'

import styles from './page.module.css'

export const generateStaticParams = noPathsAtBuildTime

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return {
    title: 'Categories Not Available',
    robots: { index: false },
    alternates: { canonical: `/category/${encodeURIComponent(slug)}` },
  }
}

/** docs/product.md#screens: categories were removed; the route stays so old links land somewhere helpful. */
export default function CategoryPage() {
  return (
    <section className={styles.stub}>
      <h1>Categories Not Available - Category functionality has been removed from the system.</h1>
      <Link href="/" className="button">
        Return to Home
      </Link>
    </section>
  )
}
