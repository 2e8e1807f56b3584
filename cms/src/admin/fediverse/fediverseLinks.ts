const INTERACTIONS = '/collections/fediverse-interactions'
const FOLLOWERS = '/collections/fediverse-followers'

/** A list view's filter in the `where[and][i]` form Payload's filter builder shows as it is. */
function filtered(list: string, conditions: Record<string, string>): `/${string}` {
  const query = Object.entries(conditions)
    .map(
      ([field, value], index) =>
        `where[and][${index}][${field}][equals]=${encodeURIComponent(value)}`,
    )
    .join('&')
  return `${list}?${query}` as `/${string}`
}

/** The interactions list of one article: where its replies are approved or rejected. */
export const articleInteractionsPath = (articleId: string) =>
  filtered(INTERACTIONS, { article: articleId })

/** Replies waiting for an editor (likes and boosts never wait). */
export const repliesAwaitingReviewPath = () => filtered(INTERACTIONS, { status: 'pending' })

/** One actor's follow requests waiting for approval ('blockwise' or an author's id). */
export const pendingFollowersPath = (actor: string) =>
  filtered(FOLLOWERS, { actor, state: 'pending' })
