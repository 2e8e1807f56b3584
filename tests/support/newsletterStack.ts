import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'

import { smtpFake } from '../fakes/smtp'

import { mailsTo } from './newsletterReaders'
import { startRunnerCms, type RunnerCms } from './runnerCms'

/**
 * What a newsletter test file runs against: the shared CMS and site, the fake SMTP server, the
 * database, and a runner CMS of its own that runs the send jobs. Registers the file's hooks: the
 * runner starts before all its tests and stops after them, and each test starts with an empty
 * mailbox and no newsletter issue or delivery. Call it at the top of the file, before its own
 * hooks (vitest runs beforeAll hooks in the order they were registered).
 */
export function newsletterStack() {
  const smtp = inject('smtpControlUrl')
  const db = new pg.Client({ connectionString: inject('databaseUrl') })
  let runner: RunnerCms | undefined

  beforeAll(async () => {
    await db.connect()
    runner = await startRunnerCms()
  })

  afterAll(async () => {
    await runner?.stop()
    await db.end()
  })

  beforeEach(async () => {
    await smtpFake.reset(smtp)
    await db.query('DELETE FROM newsletter_deliveries; DELETE FROM newsletter_issues')
  })

  return {
    cmsUrl: inject('cmsUrl'),
    siteUrl: inject('siteUrl'),
    smtp,
    db,
    /** The runner CMS, once the file's beforeAll started it. */
    get runner(): RunnerCms {
      if (!runner) {
        throw new Error('The runner CMS starts in beforeAll: use it inside hooks and tests')
      }
      return runner
    },
    /** The mails the fake SMTP server received for `email`. */
    mailsTo: (email: string) => mailsTo(smtp, email),
  }
}
