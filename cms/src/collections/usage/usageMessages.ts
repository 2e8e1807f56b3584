import type { Usage, UsedCollection } from './countUsage'

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

function users({ articles, authors }: Usage): string {
  const parts = [
    ...(articles > 0 ? [count(articles, 'article')] : []),
    ...(authors > 0 ? [count(authors, 'author')] : []),
  ]
  return parts.join(' and ')
}

export const isInUse = (usage: Usage) => usage.articles + usage.authors > 0

/** Why a delete is refused; null when the document may go. Tags may always go (see below). */
export function deleteRefusal(collection: UsedCollection, usage: Usage): string | null {
  if (!isInUse(usage) || collection === 'tags') return null
  if (collection === 'authors')
    return `This author is credited on ${count(usage.articles, 'article')}. Reassign them before deleting.`
  return `This image is used by ${users(usage)}. Remove it from them before deleting.`
}

/** What the edit view says before anyone deletes. A tag's delete removes it from its articles. */
export function usageNotice(collection: UsedCollection, usage: Usage): string {
  if (!isInUse(usage))
    return collection === 'authors' ? 'Not credited on any article.' : 'Not used by any article.'
  if (collection === 'tags')
    return `Used by ${count(usage.articles, 'article')}. Deleting this tag removes it from them.`
  if (collection === 'authors')
    return `Credited on ${count(usage.articles, 'article')}. Reassign them before deleting this author.`
  return `Used by ${users(usage)}. Remove it from them before deleting this image.`
}

/** The list's Usage column: `Used by 1 article and 2 authors`, `Credited on 3 articles`, `Not used`. */
export function usageCell(collection: UsedCollection, usage: Usage): string {
  if (!isInUse(usage)) return collection === 'authors' ? 'Not credited' : 'Not used'
  if (collection === 'authors') return `Credited on ${count(usage.articles, 'article')}`
  return `Used by ${users(usage)}`
}
