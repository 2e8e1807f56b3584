import type { AdminViewServerProps } from 'payload'

import { EditorialPage } from '../EditorialPage'
import { EDITORIAL_VIEWS } from '../views'

import { GenerateArticleForm } from './GenerateArticleForm'

export function GenerateArticleView(props: AdminViewServerProps) {
  return (
    <EditorialPage viewProps={props} view={EDITORIAL_VIEWS.generateArticle}>
      <GenerateArticleForm />
    </EditorialPage>
  )
}
