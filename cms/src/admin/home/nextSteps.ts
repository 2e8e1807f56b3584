import { EDITORIAL_VIEWS } from '../views'

import type { AdminHref } from './adminHref'

/** What an empty panel says, and the link to what to do next. */
export interface NextStep {
  text: string
  href: string
  label: string
}

export const generateAnArticle = (href: AdminHref, text: string): NextStep => ({
  text,
  href: href(EDITORIAL_VIEWS.generateArticle.path),
  label: 'Generate an article',
})

export const openTheArticles = (href: AdminHref, text: string): NextStep => ({
  text,
  href: href('/collections/articles'),
  label: 'Open the articles',
})
