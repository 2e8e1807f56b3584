import { siteUrl } from '@/env'
import { pagePath, pageTitle } from '@/lib/paging'

import { serializeJsonLd } from './articleJsonLd'
import { collectionPageJsonLd } from './collectionJsonLd'

/** The schema.org CollectionPage of a tag's or an author's page, as the text of its script. */
export const archiveJsonLdText = (archive: {
  name: string
  description: string
  about?: object
  basePath: string
  page: number
}) =>
  serializeJsonLd(
    collectionPageJsonLd({
      name: pageTitle(archive.name, archive.page),
      description: archive.description,
      url: `${siteUrl()}${pagePath(archive.basePath, archive.page)}`,
      about: archive.about,
    }),
  )
