import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { pendingArticleSchedules } from '@/collections/Articles/pendingSchedules'

import { LocalTime } from '../LocalTime'

const VERB = { publish: 'Publishes', unpublish: 'Unpublishes' } as const

/** Once per render of the list, however many rows it has. */
const schedulesOfThisRender = cache((payload: Payload) => pendingArticleSchedules(payload))

/** The articles list's "Scheduled" cell, e.g. "Publishes 26 Nov, 14:30"; empty when none is pending. */
export async function ScheduledCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const schedules = (await schedulesOfThisRender(payload)).get(String(rowData.id))
  if (!schedules) return null
  return (
    <span data-testid="scheduled-cell">
      {schedules.map(({ type, at }) => (
        <span key={`${type}-${at}`} style={{ display: 'block' }}>
          {VERB[type]} <LocalTime at={at} pattern="d MMM, HH:mm" />
        </span>
      ))}
    </span>
  )
}
