'use client'

import type { ArticleFediverse } from '@blockwise/shared/schemas/fediverse'
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import Link from 'next/link'
import type { UIFieldClientComponent } from 'payload'

import type { User } from '@/payload-types'

import analytics from '../analytics/analytics.module.css'
import { ApiError } from '../api'
import editorial from '../editorial.module.css'
import { LocalTime } from '../LocalTime'
import panel from '../sidebarPanel.module.css'
import { useAdminHref } from '../useAdminHref'

import { articleInteractionsPath } from './fediverseLinks'
import { countOf, interactionSummary, replyExcerpt } from './interactionLabels'
import { useArticleFediverse } from './useArticleFediverse'

const SHOWN = 3
const WHEN = 'd MMM, HH:mm'

/**
 * What the social web did with the article, in the edit view's sidebar, for editors and admins
 * (the API refuses contributors, so they see nothing): likes, boosts, replies and the newest few.
 */
export const ArticleFediversePanel: UIFieldClientComponent = () => {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { user } = useAuth<User>()
  if (user?.role !== 'editor' && user?.role !== 'admin') return null
  return (
    <section className={panel.panel} aria-labelledby="article-fediverse-heading">
      <h3 id="article-fediverse-heading" className={panel.heading}>
        Social web
      </h3>
      {id !== undefined && hasPublishedDoc ? (
        <Interactions articleId={String(id)} />
      ) : (
        <p className={editorial.muted}>
          Likes, boosts and replies from Mastodon appear once the article is published.
        </p>
      )}
    </section>
  )
}

function Interactions({ articleId }: { articleId: string }) {
  const interactions = useArticleFediverse(articleId)
  if (interactions.isPending) return <p role="status">Loading...</p>
  if (interactions.isError) {
    // A role the API refuses (a demoted editor whose page has not reloaded) is shown no error.
    if (interactions.error instanceof ApiError && interactions.error.status === 403) return null
    return <p className={editorial.muted}>The social web's numbers could not be loaded.</p>
  }
  return <InteractionNumbers articleId={articleId} numbers={interactions.data} />
}

function InteractionNumbers({
  articleId,
  numbers,
}: {
  articleId: string
  numbers: ArticleFediverse
}) {
  const adminHref = useAdminHref()
  const { likes, boosts, replies, latest } = numbers
  if (!latest.length)
    return (
      <p className={editorial.muted}>
        No likes, boosts or replies yet. They show up here as people on Mastodon react.
      </p>
    )
  return (
    <>
      <dl className={analytics.depth}>
        <dt>Likes</dt>
        <dd>{likes}</dd>
        <dt>Boosts</dt>
        <dd>{boosts}</dd>
        <dt>Replies waiting</dt>
        <dd>{replies.pending}</dd>
        <dt>Replies approved</dt>
        <dd>{replies.approved}</dd>
      </dl>
      <h4 className={panel.heading}>Latest</h4>
      <ul className={analytics.sidebarList}>
        {latest.slice(0, SHOWN).map((interaction) => (
          <li key={interaction.id}>
            {interactionSummary(interaction)},{' '}
            <LocalTime at={interaction.receivedAt} pattern={WHEN} />
            {interaction.content && (
              <p className={editorial.muted}>{replyExcerpt(interaction.content)}</p>
            )}
          </li>
        ))}
      </ul>
      <Link href={adminHref(articleInteractionsPath(articleId))}>
        {replies.pending
          ? `Review ${countOf(replies.pending, 'reply', 'replies')}`
          : 'All of this article’s interactions'}
      </Link>
      <p className={editorial.muted}>Only approved replies appear on the site.</p>
    </>
  )
}
