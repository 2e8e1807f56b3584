'use client'

import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'

import panel from '../sidebarPanel.module.css'
import { searchResultPreview, socialCardPreview, type PreviewFields } from './previewTexts'
import styles from './SeoPreview.module.css'
import { useCardImage } from './useCardImage'

/** What the preview is given besides a UI field's props (the field's clientProps). */
interface SeoPreviewProps extends UIFieldClientProps {
  /** The site's public address: the pages the previews show live there. */
  siteUrl: string
}

const useText = (path: string) =>
  useFormFields(([fields]) => {
    const value = fields[path]?.value
    return typeof value === 'string' ? value : ''
  })

const useValue = (path: string) => useFormFields(([fields]) => fields[path]?.value)

function usePreviewFields(): PreviewFields {
  return {
    title: useText('title'),
    seoTitle: useText('seoTitle'),
    slug: useText('slug'),
    excerpt: useText('excerpt'),
    description: useText('seo.description'),
    socialTitle: useText('seo.socialTitle'),
    canonicalUrl: useText('seo.canonicalUrl'),
  }
}

/**
 * The article as a search result and as a social card would show it, from what the edit view's
 * form holds now: it follows the editor's typing, before any save.
 */
export function SeoPreview({ siteUrl }: SeoPreviewProps) {
  const fields = usePreviewFields()
  const image = useCardImage(useValue('seo.socialImage'), useValue('featuredImage'))
  const search = searchResultPreview(fields, siteUrl)
  const card = socialCardPreview(fields, siteUrl)
  return (
    <div className={styles.previews}>
      <section className={panel.panel} aria-labelledby="seo-preview-search">
        <h3 id="seo-preview-search" className={panel.heading}>
          Search result preview
        </h3>
        <p className={styles.searchUrl}>{search.url}</p>
        <p className={styles.searchTitle}>{search.title}</p>
        <p className={styles.searchDescription}>{search.description}</p>
      </section>
      <section className={panel.panel} aria-labelledby="seo-preview-card">
        <h3 id="seo-preview-card" className={panel.heading}>
          Social card preview
        </h3>
        <div className={styles.card}>
          {image.data?.src ? (
            <img className={styles.cardImage} src={image.data.src} alt={image.data.alt} />
          ) : (
            <div
              className={styles.cardPlaceholder}
              role="img"
              aria-label="The site's branded image"
            />
          )}
          <div className={styles.cardText}>
            <p className={styles.cardDomain}>{card.domain}</p>
            <p className={styles.cardTitle}>{card.title}</p>
            <p className={styles.cardDescription}>{card.description}</p>
          </div>
        </div>
      </section>
    </div>
  )
}
