import type { ArticleReactions, FediverseReply } from '@blockwise/shared/schemas/fediverse'

/** `1 boost`, `3 likes`: a count and its word. */
const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The line above an article's replies, e.g. "1 boost · 3 likes on the social web"; null when
 * nobody boosted or liked it.
 */
export function reactionsSummary({ boosts, likes }: Pick<ArticleReactions, 'boosts' | 'likes'>) {
  if (boosts === 0 && likes === 0) return null
  return `${counted(boosts, 'boost')} · ${counted(likes, 'like')} on the social web`
}

/** Whether the article has anything from the social web to show. */
export const hasReactions = (reactions: ArticleReactions) =>
  reactions.boosts > 0 || reactions.likes > 0 || reactions.replies.length > 0

const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value)

function isReply(value: unknown): value is FediverseReply {
  if (!value || typeof value !== 'object') return false
  const reply = value as Record<keyof FediverseReply, unknown>
  return (
    isText(reply.content) &&
    isText(reply.receivedAt) &&
    isTextOrNull(reply.actorHandle) &&
    isTextOrNull(reply.actorName) &&
    isTextOrNull(reply.url)
  )
}

/**
 * The answer of `GET /api/articles/{slug}/fediverse`, checked lightly as the browser's other
 * answers are (lib/browser/responses.ts: no zod in the page's script); a reply of another shape is
 * left out.
 */
export function articleReactionsOf(body: unknown): ArticleReactions {
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const { likes, boosts, replies } = answer
  if (!Number.isInteger(likes) || !Number.isInteger(boosts) || !Array.isArray(replies)) {
    throw new Error('Unexpected answer to the social web’s reactions')
  }
  return { likes: likes as number, boosts: boosts as number, replies: replies.filter(isReply) }
}
