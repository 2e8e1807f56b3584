/** What a reader on the social web did with an article: liked it, boosted it or replied to it. */
export const FEDIVERSE_INTERACTION_KINDS = [
  { value: 'like', label: 'Like' },
  { value: 'boost', label: 'Boost' },
  { value: 'reply', label: 'Reply' },
] as const

/** A reply waits for an editor; likes and boosts are stored approved (they show only as counts). */
export const FEDIVERSE_REPLY_STATES = [
  { value: 'pending', label: 'Waiting for an editor' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const
