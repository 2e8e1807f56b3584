'use client'

import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { isUntouched } from '@/collections/Articles/untouchedDrafts/untouched'

/**
 * Discards the open article when the editor leaves it (another admin page, a closed drawer) without
 * having typed anything into it: what Create New leaves behind, since autosave creates the draft as
 * the create view opens. The server deletes it only if no version holds anything typed either.
 * Renders nothing.
 */
export function DiscardUntouchedDraft() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { serverURL, routes } = useConfig().config
  const untouched = useFormFields(([fields]) =>
    isUntouched({
      title: fields.title?.value,
      seoTitle: fields.seoTitle?.value,
      slug: fields.slug?.value,
      excerpt: fields.excerpt?.value,
      content: fields.content?.value,
      featuredImage: fields.featuredImage?.value,
      tags: fields.tags?.value,
    }),
  )
  const discardable = useRef(false)
  useEffect(() => {
    discardable.current = untouched && !hasPublishedDoc
  }, [untouched, hasPublishedDoc])

  useEffect(() => {
    if (id === undefined) return
    const articlePath = `/collections/articles/${id}`
    return () => {
      // Read as the view goes: by the timeout the ref may hold the next article's form.
      if (!discardable.current) return
      // Once the commit that unmounts the view is done, the address is the next page's: an
      // address still under the article (its versions, its API tab) is not leaving it.
      setTimeout(() => {
        if (window.location.pathname.includes(articlePath)) return
        void fetch(`${serverURL}${routes.api}/articles/${id}/discard-if-untouched`, {
          method: 'POST',
          credentials: 'include',
          keepalive: true,
        }).catch(() => undefined)
      })
    }
  }, [id, serverURL, routes.api])

  return null
}
