import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { pendingArticleSchedules } from '@/collections/Articles/pendingSchedules'

import { LocalTime } from '../LocalTime'

const VERB = { publish: 'Publishes', unpublish: 'Unpublishes' } as const

/** Once per render of the list, however many rows it has. */
const schedulesOfThisRender = cache((payload: Payload) => pendingArticleSchedules(payload))

/**
 * The articles list's "Scheduled" cell, e.g. "Publishes 26 Nov, 14:30"; empty when none is pending.
 * Payload also renders a `ui` field's Cell with the edit view's other field components, where
 * there is no row (its renderField skips the list-only keys with `key in [...]`, which tests an
 * array's indices): nothing to show there.
 */
export async function ScheduledCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const row: Partial<DefaultServerCellComponentProps['rowData']> | undefined = rowData
  if (row?.id === undefined) return null
  const schedules = (await schedulesOfThisRender(payload)).get(String(row.id))
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
