'use client'

import type { AnalyticsOverview } from '@blockwise/shared/schemas/analytics'
import { Link } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import home from '../home/home.module.css'
import { useAdminHref } from '../useAdminHref'
import { articleEditPath } from '../views'

import { RANGE_PHRASES } from './analyticsRange'
import { RankedPanel } from './RankedPanel'
import { rankedRows, searchCount, searchesAndResults, viewsAndVisitors } from './rankedRows'
import { countryLabel, deviceLabel, someCountryKnown, sourceLabel } from './rowLabels'

type Panel = ComponentProps<typeof RankedPanel>

/** The overview's top lists: articles, pages, where readers come from, what they search for. */
export function OverviewLists({ overview }: { overview: AnalyticsOverview }) {
  const adminHref = useAdminHref()
  const when = RANGE_PHRASES[overview.range]
  const panels: Panel[] = [
    {
      id: 'analytics-top-articles',
      title: 'Top articles',
      empty: `No article was read ${when}. Published articles show up here once readers open them.`,
      rows: overview.topArticles.map((article) => ({
        key: article.articleId,
        label: (
          <Link href={adminHref(articleEditPath(article.articleId))} prefetch={false}>
            {article.title}
          </Link>
        ),
        numbers: viewsAndVisitors(article),
      })),
    },
    {
      id: 'analytics-top-pages',
      title: 'Top pages',
      empty: `No page views ${when}. Every page of the site shows up here once readers open it.`,
      rows: rankedRows(overview.topPages),
    },
    {
      id: 'analytics-sources',
      title: 'Sources',
      empty: `No visits ${when}. The sites readers come from show up here; "Direct" when they typed the address or followed a bookmark.`,
      rows: rankedRows(overview.sources, sourceLabel),
    },
    {
      id: 'analytics-campaigns',
      title: 'Campaigns',
      empty: `No campaign visits ${when}. Campaigns show up here when readers follow a link tagged with utm_campaign.`,
      rows: rankedRows(overview.campaigns),
    },
    {
      id: 'analytics-devices',
      title: 'Devices',
      empty: `No page views ${when}. Mobiles, tablets and desktops show up here once readers open a page.`,
      rows: rankedRows(overview.devices, deviceLabel),
    },
    ...(someCountryKnown(overview.countries)
      ? [
          {
            id: 'analytics-countries',
            title: 'Countries',
            empty: `No reader’s country is known ${when}.`,
            rows: rankedRows(overview.countries, countryLabel),
          },
        ]
      : []),
    {
      id: 'analytics-searches-without-results',
      title: 'Searches without results',
      empty: `No search came back empty ${when}. Searches that find nothing show up here: topics readers want and the site lacks.`,
      rows: overview.searchesWithoutResults.map(({ query, searches }) => ({
        key: query,
        label: query,
        numbers: searchCount(searches),
      })),
    },
    {
      id: 'analytics-top-searches',
      title: 'Top searches',
      empty: `No searches ${when}. What readers type into the site's search shows up here.`,
      rows: overview.topSearches.map(({ query, searches, results }) => ({
        key: query,
        label: query,
        numbers: searchesAndResults(searches, results),
      })),
    },
  ]
  return (
    <div className={home.grid}>
      {panels.map((panel) => (
        <RankedPanel key={panel.id} {...panel} />
      ))}
    </div>
  )
}
