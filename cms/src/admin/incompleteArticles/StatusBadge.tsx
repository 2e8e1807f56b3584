import type { IncompleteArticle } from '@blockwise/shared/schemas/contract'

import { Badge } from '../EditorialTable'

import { generationStatus } from './recordStatus'

export function StatusBadge({ record }: { record: IncompleteArticle }) {
  const { label, tone } = generationStatus(record)
  return <Badge tone={tone}>{label}</Badge>
}
