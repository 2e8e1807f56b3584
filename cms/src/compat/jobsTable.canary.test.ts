/**
 * Canary for the SQL that jobLease.ts and schedulePublishJobs.ts run on Payload's own jobs table,
 * `payload_jobs`: Payload still declares the fields behind its columns, and the migrations still
 * create those columns.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { importInstalled } from './installedPackages'

interface Field {
  name?: string
  type: string
  fields?: Field[]
  tabs?: Field[]
}

/** The fields stored in the collection's own table: unnamed tabs and rows hold no table of theirs. */
const tableFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) =>
    field.name && field.type !== 'tab'
      ? [field]
      : tableFields([...(field.fields ?? []), ...(field.tabs ?? [])]),
  )

interface JobsModule {
  jobsCollectionSlug: string
  getDefaultJobsCollection: (jobsConfig: Record<string, unknown>) => {
    slug: string
    fields: Field[]
    timestamps?: boolean
  }
}

const broken = (what: string) =>
  `cms/src/compat/jobLease.ts and schedulePublishJobs.ts run SQL on payload_jobs: ${what}`

const COLUMNS = ['id', 'input', 'task_slug', 'processing', 'completed_at', 'updated_at']

describe("Payload's jobs table, as the CMS's SQL reads and writes it", () => {
  it('is the payload-jobs collection, with the fields behind the columns the SQL uses', async () => {
    const { getDefaultJobsCollection, jobsCollectionSlug } = await importInstalled<JobsModule>(
      'payload',
      'dist/queues/config/collection.js',
    )
    expect(jobsCollectionSlug, broken('the jobs collection has another slug')).toBe('payload-jobs')
    const collection = getDefaultJobsCollection({ tasks: [], workflows: [] })
    const types: Record<string, string> = Object.fromEntries(
      tableFields(collection.fields).map((field) => [field.name ?? '', field.type]),
    )
    expect(types, broken("a field behind the SQL's columns moved")).toMatchObject({
      input: 'json',
      taskSlug: 'select',
      processing: 'checkbox',
      completedAt: 'date',
    })
    expect(collection.timestamps, broken('no updated_at')).not.toBe(false)
  })

  it('is created by the migrations with those columns', async () => {
    const folder = path.join(import.meta.dirname, '../migrations')
    const sources = await Promise.all(
      (await readdir(folder))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFile(path.join(folder, file), 'utf8')),
    )
    const created = /CREATE TABLE "payload_jobs" \(([^;]*?)\n\s*\);/.exec(sources.join('\n'))?.[1]
    expect(created, broken('no migration creates it')).toBeDefined()
    for (const column of COLUMNS)
      expect(created, broken(`no column ${column}`)).toContain(`"${column}"`)
  })
})
