import type { Payload } from 'payload'

import type { NewsletterIssue } from '@/payload-types'

/** A week's issue, if it has one (its articles as ids, in their order). */
export async function findIssue(
  payload: Payload,
  week: string,
): Promise<NewsletterIssue | undefined> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { week: { equals: week } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}
