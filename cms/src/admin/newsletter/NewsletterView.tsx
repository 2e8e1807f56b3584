import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEWS } from '../views'

import { NewsletterDashboard } from './NewsletterDashboard'

export function NewsletterView(props: AdminViewServerProps) {
  return (
    <EditorialPage viewProps={props} view={EDITORIAL_VIEWS.newsletter}>
      <NewsletterDashboard />
    </EditorialPage>
  )
}
