'use client'

import type { ArticleAnalytics } from '@blockwise/shared/schemas/analytics'
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { Fragment } from 'react'

import type { User } from '@/payload-types'

import { ApiError } from '../api'
import editorial from '../editorial.module.css'
import panel from '../sidebarPanel.module.css'

import styles from './analytics.module.css'
import { RANGE_PHRASES } from './analyticsRange'
import { formatCount, readRateText } from './formatNumbers'
import { viewsAndVisitors } from './rankedRows'
import { sourceLabel } from './rowLabels'
import { TrafficChart } from './TrafficChart'
import { useArticleAnalytics } from './useAnalytics'

const RANGE = '30d'
const TOP_SOURCES = 3
const QUARTERS: Record<number, string> = {
  1: 'A quarter',
  2: 'Half',
  3: 'Three quarters',
  4: 'All of it',
}

/**
 * The article's readers in the edit view's sidebar, for editors and admins (the analytics API
 * refuses contributors, so they see nothing): its last 30 days once it is published.
 */
export const ArticleReadersPanel: UIFieldClientComponent = () => {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { user } = useAuth<User>()
  if (user?.role !== 'editor' && user?.role !== 'admin') return null
  return (
    <section className={panel.panel} aria-labelledby="article-readers-heading">
      <h3 id="article-readers-heading" className={panel.heading}>
        Readers {RANGE_PHRASES[RANGE]}
      </h3>
      {id !== undefined && hasPublishedDoc ? (
        <Readers articleId={String(id)} />
      ) : (
        <p className={editorial.muted}>Numbers appear once the article is published.</p>
      )}
    </section>
  )
}

function Readers({ articleId }: { articleId: string }) {
  const analytics = useArticleAnalytics(articleId, RANGE)
  if (analytics.isPending) return <p role="status">Loading...</p>
  if (analytics.isError) {
    // A role the API refuses (a demoted editor whose page has not reloaded) is shown no error.
    if (analytics.error instanceof ApiError && analytics.error.status === 403) return null
    return <p className={editorial.muted}>The numbers could not be loaded.</p>
  }
  return <ReaderNumbers numbers={analytics.data} />
}

function ReaderNumbers({ numbers }: { numbers: ArticleAnalytics }) {
  if (!numbers.pageviews)
    return (
      <p className={editorial.muted}>
        No page views {RANGE_PHRASES[RANGE]}. They show up here as readers open the article.
      </p>
    )
  return (
    <>
      <p className={styles.panelLine}>{viewsAndVisitors(numbers)}</p>
      <TrafficChart
        series={numbers.series}
        range={RANGE}
        caption={`Page views and visitors of this article ${RANGE_PHRASES[RANGE]}`}
        height={140}
      />
      <dl className={styles.depth}>
        <dt>Read rate</dt>
        <dd>{readRateText(numbers.readRate)}</dd>
        <dt>Claps</dt>
        <dd>{formatCount(numbers.claps)}</dd>
      </dl>
      {numbers.sources.length > 0 && (
        <>
          <h4 className={panel.heading}>Top sources</h4>
          <ol className={styles.sidebarList}>
            {numbers.sources.slice(0, TOP_SOURCES).map((source) => (
              <li key={source.value}>
                {sourceLabel(source.value)}{' '}
                <span className={styles.numbers}>({formatCount(source.pageviews)})</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {numbers.scrollDepth.length > 0 && (
        <>
          <h4 className={panel.heading}>Scrolled at least</h4>
          <dl className={styles.depth}>
            {numbers.scrollDepth.map(({ quarter, readers }) => (
              <Fragment key={quarter}>
                <dt>{QUARTERS[quarter] ?? `Quarter ${quarter}`}</dt>
                <dd>{readers === 1 ? '1 reader' : `${formatCount(readers)} readers`}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </>
  )
}
