import type { Metadata } from 'next'
import Link from 'next/link'

import { noPathsAtBuildTime } from '@/lib/siteLocale'

import styles from './page.module.css'

export const generateStaticParams = noPathsAtBuildTime

export const metadata: Metadata = { title: 'Categories Not Available', robots: { index: false } }

/** SPEC §2: categories were removed; the route stays so old links land somewhere helpful. */
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
