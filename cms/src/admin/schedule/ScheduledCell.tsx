import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { pendingArticleSchedules } from '@/collections/Articles/pendingSchedules'

import { ScheduleTimes } from './ScheduleTimes'

/** Once per render of the list, however many rows it has. */
const schedulesOfThisRender = cache((payload: Payload) => pendingArticleSchedules(payload))

/** The articles list's "Scheduled" cell: empty unless a publish or unpublish is pending. */
export async function ScheduledCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const schedules = (await schedulesOfThisRender(payload)).get(String(rowData.id))
  return schedules ? <ScheduleTimes schedules={schedules} /> : null
}
