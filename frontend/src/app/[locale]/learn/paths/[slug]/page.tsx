import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { LearningPath } from '@blockwise/shared/learningPaths/schemas'

import { BackLink } from '@/components/chrome/BackLink'
import { serializeJsonLd } from '@/components/articles/articleJsonLd'
import { PageHeader } from '@/components/chrome/PageHeader'
import { PathLessons } from '@/components/learningPaths/PathLessons'
import { pathJsonLd } from '@/components/learningPaths/pathJsonLd'
import { pathPagePath } from '@/components/learningPaths/pathPagePath'
import { siteUrl } from '@/env'
import { getLearningPath } from '@/lib/cms/learningPaths'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

import styles from './page.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = noPathsAtBuildTime

const descriptionOf = (path: LearningPath) =>
  path.description ?? `${path.title}: a learning path of ${path.lessons.length} lessons.`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = await getLearningPath((await params).slug)
  if (!path) notFound()
  return {
    title: path.title,
    description: descriptionOf(path),
    alternates: { canonical: pathPagePath(path.slug) },
    openGraph: { type: 'website', title: path.title, url: pathPagePath(path.slug) },
  }
}

const totalMinutes = (lessons: { readTime: number }[]) =>
  lessons.reduce((sum, lesson) => sum + lesson.readTime, 0)

/** `/learn/paths/{slug}`: a learning path's numbered lessons, with the reader's progress. */
export default async function LearningPathPage({ params }: Props) {
  const [path, settings] = await Promise.all([
    getLearningPath((await params).slug),
    getSiteSettings(),
  ])
  if (!path) notFound()
  return (
    <div className={styles.page}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(pathJsonLd(path, siteUrl(), settings.siteName)),
        }}
      />
      <BackLink href="/learn">All of Learn</BackLink>
      <PageHeader title={path.title} intro={path.description ?? undefined} />
      <p className={styles.summary}>
        {path.level && <span className={styles.level}>{path.level}</span>}
        {path.lessons.length} lessons · {totalMinutes(path.lessons)} min in all
      </p>
      <PathLessons path={path} />
    </div>
  )
}
