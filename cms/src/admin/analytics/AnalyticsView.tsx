import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEWS } from '../views'

import { AnalyticsDashboard } from './AnalyticsDashboard'

export function AnalyticsView(props: AdminViewServerProps) {
  return (
    <EditorialPage viewProps={props} view={EDITORIAL_VIEWS.analytics}>
      <AnalyticsDashboard />
    </EditorialPage>
  )
}
