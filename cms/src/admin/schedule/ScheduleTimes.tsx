'use client'

import { useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'

import type { PendingSchedule } from '@/collections/Articles/pendingSchedules'

const VERB = { publish: 'Publishes', unpublish: 'Unpublishes' } as const

/** "Publishes 26 Nov, 14:30", in the editor's own time zone (the browser's). */
export function ScheduleTimes({ schedules }: { schedules: PendingSchedule[] }) {
  const { i18n } = useTranslation()
  return (
    <span data-testid="scheduled-cell">
      {schedules.map(({ type, at }) => (
        <time key={`${type}-${at}`} dateTime={at} style={{ display: 'block' }}>
          {VERB[type]} {formatDate({ date: at, i18n, pattern: 'd MMM, HH:mm' })}
        </time>
      ))}
    </span>
  )
}
