import { formatDate } from './formatDate'

/**
 * "Updated 5 Dec 2026" beside an article's published date: the last time readers saw it change
 * (its latest note, or a change of its text not marked a minor fix); nothing when it has not.
 */
export function UpdatedDate({ at }: { at: string | null }) {
  if (!at) return null
  return (
    <span>
      Updated <time dateTime={at}>{formatDate(at)}</time>
    </span>
  )
}
