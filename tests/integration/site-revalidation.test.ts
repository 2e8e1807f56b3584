import { beforeAll, describe, expect, inject, it } from 'vitest'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { articleData } from '../support/fixtures'
import { createAuthor } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { editorHeaders } from '../support/staff'
import { recordedCalls } from '../support/webhookRecorder'

const cmsUrl = inject('cmsUrl')
const siteUrl = inject('siteUrl')
let editor: Record<string, string> = {}
let authorId = ''

beforeAll(async () => {
  editor = await editorHeaders(cmsUrl)
  authorId = (await createAuthor(await testPayload())).id
})

async function callsSince(count: number) {
  // The CMS sends the webhook once its response has gone out.
  for (let attempt = 0; attempt < 50; attempt++) {
    const calls = await recordedCalls(siteUrl)
    if (calls.length > count) return calls.slice(count)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return []
}

describe('the CMS tells the site when published content changes', () => {
  it('posts the articles tag with the shared secret after an editor publishes', async () => {
    const secret = (
      await readFile(path.join(inject('dataDir'), 'revalidate-secret'), 'utf8')
    ).trim()
    const before = (await recordedCalls(siteUrl)).length
    const response = await fetch(`${cmsUrl}/cms-api/articles`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify(articleData(authorId, { published: true })),
    })
    expect(response.status).toBe(201)
    const calls = await callsSince(before)
    const revalidation = calls.find((call) => call.path === '/internal/revalidate')
    expect(revalidation?.headers['x-revalidate-secret']).toBe(secret)
    expect(JSON.parse(revalidation?.body ?? '{}')).toEqual({ tags: ['articles'] })
  })
})
