import type { CollectionBeforeValidateHook, Payload, TextFieldSingleValidation } from 'payload'

/** A server's host (lower case, with its port if any) or an actor's https address. */
function normalised(kind: unknown, value: string): string {
  const trimmed = value.trim()
  if (kind === 'actor') return trimmed
  try {
    return new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).host.toLowerCase()
  } catch {
    return trimmed.toLowerCase()
  }
}

export const normaliseBlockValue: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.value === 'string') data.value = normalised(data.kind, data.value)
  return data
}

export const validateBlockValue: TextFieldSingleValidation = (value, { siblingData }) => {
  if (typeof value !== 'string' || value === '') return 'Name an account or a server to block'
  const kind = (siblingData as { kind?: unknown }).kind
  if (kind === 'actor') {
    return /^https?:\/\/[^\s/]+\/\S*$/.test(value)
      ? true
      : 'An account is blocked by its actor id, an address such as https://mastodon.example/users/name'
  }
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(value)
    ? true
    : 'A server is blocked by its host name, such as mastodon.example'
}

/** Whether anything from this actor is dropped: it, or its whole server, is on the block list. */
export async function isBlocked(payload: Payload, actor: URL): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'fediverse-blocks',
    where: { value: { in: [actor.href, actor.host.toLowerCase()] } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
