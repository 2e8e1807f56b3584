import type { UIFieldServerComponent } from 'payload'

import { countUsage, type UsedCollection } from '@/collections/usage/countUsage'
import { usageNotice } from '@/collections/usage/usageMessages'

/** "Used by N articles" in an author's, image's or tag's edit view, before anyone deletes it. */
export const UsageNotice: UIFieldServerComponent = async ({ collectionSlug, id, req }) => {
  if (id === undefined) return null
  const collection = collectionSlug as UsedCollection
  const usage = await countUsage(collection, String(id), req)
  return (
    <p className="field-type" data-usage-notice="" role="status">
      {usageNotice(collection, usage)}
    </p>
  )
}
