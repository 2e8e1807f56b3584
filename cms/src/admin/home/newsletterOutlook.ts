import type { Payload } from 'payload'

import type { NewsletterSubscriberCounts } from '@blockwise/shared'

import { subscriberCounts } from '@/contract/newsletter'
import { digestArticles } from '@/newsletter/digest/digestArticles'
import { nextDueAt } from '@/newsletter/digest/schedule'

import type { EditorialUser } from './editorialUser'

export interface NewsletterOutlook {
  subscribers: NewsletterSubscriberCounts
  /** When the next digest is due, and how many articles it would carry if it went out now. */
  nextDigest: { dueAt: string; articles: number; newThisWeek: number }
}

export async function newsletterOutlook(
  payload: Payload,
  user: EditorialUser,
  now = new Date(),
): Promise<NewsletterOutlook> {
  const [subscribers, settings, articles] = await Promise.all([
    subscriberCounts(payload, user),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user }),
    digestArticles(payload, now),
  ])
  return {
    subscribers,
    nextDigest: {
      dueAt: nextDueAt(now, settings.digestDay, settings.digestHourUtc).toISOString(),
      articles: articles.learn.length + articles.news.length,
      newThisWeek: articles.newThisWeek,
    },
  }
}
