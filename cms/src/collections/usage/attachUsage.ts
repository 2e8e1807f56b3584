import type { CollectionAfterOperationHook } from 'payload'

import { canUseEditorialCalls } from '@/access/roles'

import { countUsageOfMany, type UsedCollection } from './countUsage'

/**
 * A page of a list read by editors (the admin's list view, `GET /cms-api/media`) carries each
 * document's `usage`, `{ articles, authors }`, counted in one statement for the page: the list's
 * Usage column (admin/usage/UsageCell.tsx) shows it. Not on documents populated into others
 * (`currentDepth`), and not for readers.
 */
export const attachUsage =
  (collection: UsedCollection): CollectionAfterOperationHook =>
  async ({ args, operation, req, result }) => {
    if (operation !== 'find' || !canUseEditorialCalls(req.user)) return result
    if ((args as { currentDepth?: number }).currentDepth) return result
    const { docs } = result as { docs: Array<{ id: string | number; usage?: unknown }> }
    const usage = await countUsageOfMany(
      collection,
      docs.map((doc) => String(doc.id)),
      req,
    )
    for (const doc of docs) doc.usage = usage.get(String(doc.id))
    return result
  }
