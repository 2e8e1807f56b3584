import {
  convertMarkdownToLexical,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { reviewRequestBy } from '@/collections/Articles/review/reviewState'

import { readTimeMinutes } from '@blockwise/shared'

import { DEMO_CONTRIBUTOR } from './demoUsers'

const DRAFT_SLUG = 'what-a-depeg-looks-like-from-the-inside'

const DRAFT_BODY = `When a stablecoin slips from its peg, the first sign is rarely the price. It is the queue:
redemptions pile up, market makers widen their quotes, and the on-chain pools tilt toward the
coin nobody wants to hold.

This draft walks through the first hours of a depeg as a trader on the desk sees them, and what
a reader holding the coin can check for themselves before the headlines arrive.`

/**
 * The demo contributor's byline (an author with the account's email) and one of its drafts,
 * submitted for review, so the editors' review queue has something in it. Adds only what is missing.
 */
export async function seedContributorDraft(
  payload: Payload,
  editorConfig: SanitizedServerEditorConfig,
  context: Record<string, unknown>,
): Promise<void> {
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_CONTRIBUTOR.email } },
    limit: 1,
  })
  const contributor = users[0]
  if (!contributor) return
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { slug: { equals: DRAFT_SLUG } },
  })
  if (totalDocs > 0) return
  const authorId = await contributorAuthor(payload, context)
  const draft = await payload.create({
    collection: 'articles',
    context,
    // As the contributor, through its access: the draft is its own, as one written in the admin.
    user: contributor,
    overrideAccess: false,
    draft: true,
    data: {
      title: 'What a stablecoin depeg looks like from the inside',
      slug: DRAFT_SLUG,
      excerpt:
        'The first hours of a depeg as a trading desk sees them, and what holders can check.',
      content: convertMarkdownToLexical({ editorConfig, markdown: DRAFT_BODY }),
      readTime: readTimeMinutes(DRAFT_BODY),
      articleType: 'analysis',
      authorId,
      _status: 'draft',
    },
  })
  await payload.db.updateOne({
    collection: 'articles',
    id: draft.id,
    data: { ...reviewRequestBy(contributor.id) },
    returning: false,
  })
}

async function contributorAuthor(payload: Payload, context: Record<string, unknown>) {
  const { docs } = await payload.find({
    collection: 'authors',
    where: { email: { equals: DEMO_CONTRIBUTOR.email } },
    limit: 1,
  })
  if (docs[0]) return docs[0].id
  const author = await payload.create({
    collection: 'authors',
    context,
    data: {
      name: DEMO_CONTRIBUTOR.name,
      slug: 'blockwise-contributor',
      email: DEMO_CONTRIBUTOR.email,
      initials: 'BC',
      color: '#0f766e',
      bio: 'A contributor of the Blockwise demo: writes drafts that editors review.',
    },
  })
  return author.id
}
