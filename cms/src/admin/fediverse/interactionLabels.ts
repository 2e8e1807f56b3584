import type { FediverseInteractionRow } from '@blockwise/shared/schemas/fediverse'

const VERBS: Record<FediverseInteractionRow['kind'], string> = {
  like: 'liked',
  boost: 'boosted',
  reply: 'replied',
}

const STATUSES: Record<FediverseInteractionRow['status'], string> = {
  pending: 'waiting for review',
  approved: 'approved',
  rejected: 'rejected',
}

/** Who it was: "Alice (@alice@example.social)", or whichever of the two is known. */
export function actorLabel({ actorName, actorHandle }: FediverseInteractionRow): string {
  const name = actorName?.trim()
  if (name && actorHandle) return `${name} (${actorHandle})`
  return name || actorHandle || 'Someone'
}

/** "Alice (@alice@example.social) liked", and a reply's review state. */
export function interactionSummary(interaction: FediverseInteractionRow): string {
  const what = `${actorLabel(interaction)} ${VERBS[interaction.kind]}`
  return interaction.kind === 'reply' ? `${what} (${STATUSES[interaction.status]})` : what
}

/** "1 like", "3 boosts". */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity
  }
  return ENTITIES[body.toLowerCase()] ?? entity
}

/**
 * A reply's sanitised HTML as a line of plain text for the admin's lists (React escapes it), cut
 * at `maxLength` characters.
 */
export function replyExcerpt(html: string, maxLength = 140): string {
  const text = html
    .replace(/<\/p>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}
