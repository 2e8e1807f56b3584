'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'

import type { ArticleReactions, FediverseReply } from '@blockwise/shared/schemas/fediverse'

import { apiRequest } from '@/lib/browser/api'
import { onceOutOfView } from '@/lib/browser/onceOutOfView'
import { whenIdle } from '@/lib/browser/whenIdle'

import { articleReactionsOf, hasReactions, reactionsSummary } from './articleReactions'
import styles from './FediverseReactions.module.css'

async function askReactions(slug: string): Promise<ArticleReactions | null> {
  try {
    const answer = await apiRequest('GET', `/api/articles/${slug}/fediverse`)
    return articleReactionsOf(await answer.json())
  } catch {
    // The page goes on without them; the next visit asks again.
    return null
  }
}

/**
 * The article's reactions, asked for once the page is idle (pages carry none, so that caches may
 * keep them while an editor approves replies) and shown once there are some and the block that
 * holds them is off screen; null until then.
 */
function useShownReactions(
  slug: string,
  marker: RefObject<HTMLElement | null>,
): ArticleReactions | null {
  // Kept with its article's slug: a client navigation may hand this island another article.
  const [shown, setShown] = useState<{ slug: string; reactions: ArticleReactions } | null>(null)
  useEffect(() => {
    // The marker takes no room (hidden): what grows is the block around it.
    const block = marker.current?.parentElement
    if (!block) return
    let active = true
    let stopWaiting = () => {}
    const cancelIdle = whenIdle(() => {
      void askReactions(slug).then((reactions) => {
        if (!active || !reactions || !hasReactions(reactions)) return
        stopWaiting = onceOutOfView(block, () => setShown({ slug, reactions }))
      })
    })
    return () => {
      active = false
      cancelIdle()
      stopWaiting()
    }
  }, [slug, marker])
  return shown?.slug === slug ? shown.reactions : null
}

function Reply({ reply }: { reply: FediverseReply }) {
  const handle = reply.actorHandle ?? 'Someone on the social web'
  return (
    <li className={styles.reply}>
      <p className={styles.author}>
        {reply.actorName && <span className={styles.name}>{reply.actorName}</span>}
        {reply.url ? (
          <a href={reply.url} rel="nofollow ugc noopener">
            {handle}
          </a>
        ) : (
          <span>{handle}</span>
        )}
      </p>
      {/* Sanitised when the inbox stored it (sanitizeFediverseReply: paragraphs, line breaks and
          links marked nofollow ugc), so it is set as stored: sanitising it again here would add
          an HTML sanitiser to the page's script for nothing. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: reply.content }} />
    </li>
  )
}

/**
 * Boosts, likes and approved replies from the social web, at the end of the article's follow
 * block. Nothing until the page's script has asked for them and there are some, and they appear
 * only where growing moves nothing the reader sees: without script, or with nothing to show, the
 * block is as the server sent it.
 */
export function FediverseReactions({ slug }: { slug: string }) {
  const marker = useRef<HTMLSpanElement>(null)
  const reactions = useShownReactions(slug, marker)
  const summary = reactions && reactionsSummary(reactions)
  return (
    <>
      <span ref={marker} hidden />
      {reactions && (
        <div className={styles.reactions}>
          {summary && <p className={styles.summary}>{summary}</p>}
          {reactions.replies.length > 0 && (
            <ul className={styles.replies} aria-label="Replies from the social web">
              {reactions.replies.map((reply, index) => (
                <Reply key={reply.url ?? index} reply={reply} />
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  )
}
