'use client'
import type { DefaultCellComponentProps } from 'payload'

import type { Usage, UsedCollection } from '@/collections/usage/countUsage'
import { usageCell } from '@/collections/usage/usageMessages'

const isUsage = (value: unknown): value is Usage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Usage).articles === 'number' &&
  typeof (value as Usage).authors === 'number'

/** The list's Usage column, from the `usage` the list's read carries (collections/usage/attachUsage.ts). */
export function UsageCell({ collectionSlug, rowData }: DefaultCellComponentProps) {
  const usage: unknown = rowData.usage
  if (!isUsage(usage)) return null
  return <span data-usage-cell="">{usageCell(collectionSlug as UsedCollection, usage)}</span>
}
