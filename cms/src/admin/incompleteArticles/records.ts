import { incompleteArticleSchema } from '@blockwise/shared/schemas/contract'
import { z } from 'zod'

/** A monitor row: the contract's record plus whether its generation is running and how it last failed. */
export const monitorRecordSchema = incompleteArticleSchema.extend({
  running: z.boolean().optional(),
  lastError: z.string().nullable().optional(),
})
export type MonitorRecord = z.infer<typeof monitorRecordSchema>

export const monitorRecordListSchema = z.array(monitorRecordSchema)

export type StatusTone = 'success' | 'warning' | 'info' | 'destructive'

/** SPEC §4: the badge a record gets from its two flags. */
export function generationStatus(
  record: Pick<MonitorRecord, 'claudeArticleSaved' | 'googleImageSaved'>,
): {
  label: string
  tone: StatusTone
} {
  const { claudeArticleSaved: text, googleImageSaved: image } = record
  if (text && image) return { label: 'Both Complete', tone: 'success' }
  if (text) return { label: 'Claude Only', tone: 'warning' }
  if (image) return { label: 'Image Only', tone: 'info' }
  return { label: 'Both Failed', tone: 'destructive' }
}

/** The creation time in the browser's locale and time zone, or 'Unknown'. */
export function formatCreated(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString() : 'Unknown'
}
