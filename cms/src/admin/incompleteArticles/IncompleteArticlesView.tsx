import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEW_PATHS } from '../paths'

import { IncompleteArticlesMonitor } from './IncompleteArticlesMonitor'

export function IncompleteArticlesView(props: AdminViewServerProps) {
  return (
    <EditorialPage view={props} path={EDITORIAL_VIEW_PATHS.incompleteArticles}>
      <IncompleteArticlesMonitor />
    </EditorialPage>
  )
}
