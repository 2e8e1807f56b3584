import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEWS } from '../views'

import { IncompleteArticlesMonitor } from './IncompleteArticlesMonitor'

export function IncompleteArticlesView(props: AdminViewServerProps) {
  return (
    <EditorialPage viewProps={props} view={EDITORIAL_VIEWS.incompleteArticles}>
      <IncompleteArticlesMonitor />
    </EditorialPage>
  )
}
