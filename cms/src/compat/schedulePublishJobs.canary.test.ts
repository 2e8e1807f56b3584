/** Canary for schedulePublishJobs.ts: Payload's scheduled-publish task as it declares itself. */
import { describe, expect, it } from 'vitest'

import { importInstalled, readInstalled } from './installedPackages'
import { SCHEDULE_PUBLISH_TASK } from './schedulePublishJobs'

interface Field {
  name: string
  type: string
  relationTo?: string[]
}

interface ScheduleModule {
  getSchedulePublishTask: (args: {
    authCollectionSlugs: string[]
    collections: string[]
    globals: string[]
  }) => { slug: string; inputSchema: Field[] }
}

const JOB = 'payload/dist/versions/schedule/job.js'
const broken = (what: string) =>
  `cms/src/compat/schedulePublishJobs.ts reads Payload's scheduled-publish jobs (${JOB}): ${what}`

describe("Payload's schedulePublish task, as schedulePublishJobs.ts reads its jobs", () => {
  it('has the slug and the input (type, doc, user) the CMS lists and rewrites', async () => {
    const { getSchedulePublishTask } = await importInstalled<ScheduleModule>(
      'payload',
      'dist/versions/schedule/job.js',
    )
    const task = getSchedulePublishTask({
      authCollectionSlugs: ['users'],
      collections: ['articles'],
      globals: [],
    })
    expect(task.slug, broken('the task has another slug')).toBe(SCHEDULE_PUBLISH_TASK)
    const fields = Object.fromEntries(task.inputSchema.map((field) => [field.name, field]))
    expect(fields.type, broken('its input has no type')).toMatchObject({ type: 'radio' })
    expect(fields.doc, broken('its input has no doc')).toMatchObject({
      type: 'relationship',
      relationTo: ['articles'],
    })
    expect(fields.user, broken('its input has no user')).toMatchObject({
      type: 'relationship',
      relationTo: ['users'],
    })
  })

  it('runs a job without a user as the system (what a deleted user leaves)', async () => {
    const source = await readInstalled('payload', 'dist/versions/schedule/job.js')
    expect(source, broken('a job without a user no longer runs as the system')).toMatch(
      /let user = null;\s*if \(input\.user != null\)/,
    )
  })
})
