'use client'

import { useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

/** A date in the editor's own time zone (the browser's), in the admin's language. */
export function LocalTime({ at, pattern }: { at: string; pattern: string }) {
  const { i18n } = useTranslation()
  return <time dateTime={at}>{formatDate({ date: at, i18n, pattern })}</time>
}
