import type { Payload } from 'payload'

import { env } from '@/env'

import { seedDemoContent } from './seedDemoContent'

/** On a brand-new database (no accounts, no articles) the local stack starts with demo content. */
export async function seedOnFirstStart(payload: Payload): Promise<void> {
  if (!env.seedDemoContent) return
  const [users, articles] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'articles' }),
  ])
  if (users.totalDocs > 0 || articles.totalDocs > 0) return
  payload.logger.info('New database: seeding demo content')
  await seedDemoContent(payload)
  payload.logger.info('Demo content seeded')
}
