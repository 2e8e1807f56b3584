import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEW_PATHS } from '../paths'

import { GenerateArticleForm } from './GenerateArticleForm'

export function GenerateArticleView(props: AdminViewServerProps) {
  return (
    <EditorialPage view={props} path={EDITORIAL_VIEW_PATHS.generateArticle}>
      <GenerateArticleForm />
    </EditorialPage>
  )
}
