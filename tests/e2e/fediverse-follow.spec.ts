import { test as htmlOnlyTest, type Page } from '@playwright/test'
import pg from 'pg'

import { expect, test } from './support/test'

import { seededCms } from './support/admin'
import { withConsentDecided } from './support/consent'
import { expectNoSidewaysScroll, layoutShifts, recordLayoutShifts } from './support/layout'
import { editorAuthorization } from './support/newsletter'
import { draftArticle } from './support/unsavedWork'

/** A seeded article by Raj Patel (cms/src/seed/content). */
const SLUG = 'the-2024-bitcoin-halving-explained'
const HINT =
  'Search for either handle in Mastodon, Threads, Flipboard or any fediverse app to follow.'

/** The handles the article offers, on the host the site is served from (its SITE_URL's). */
function handlesOf(page: Page) {
  const host = new URL(page.url()).host
  return { publication: `@blockwise@${host}`, author: `@raj-patel@${host}` }
}

const followBlock = (page: Page) =>
  page.locator('main article').first().getByRole('region', { name: 'Follow on the social web' })

test.beforeEach(async ({ page }) => withConsentDecided(page))

test("an article shows the publication's handle and its author's, each selected whole by a click", async ({
  page,
}) => {
  await page.goto(`/articles/${SLUG}`)
  const { publication, author } = handlesOf(page)
  const block = followBlock(page)
  await expect(block).toBeVisible()
  await expect(block.getByRole('listitem')).toHaveCount(2)
  await expect(block.getByText(HINT, { exact: true })).toBeVisible()
  for (const handle of [publication, author]) {
    const text = block.getByText(handle, { exact: true })
    await expect(text).toBeVisible()
    await text.click()
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(handle)
  }
})

test('on a 360 px phone each handle fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/articles/${SLUG}`)
  const block = followBlock(page)
  for (const part of await block.locator('code').all()) {
    await part.scrollIntoViewIfNeeded()
    const box = await part.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true)
  }
  await expectNoSidewaysScroll(page)
})

const READER = 'https://example.social/users/reader'
const REPLY_URL = 'https://example.social/@reader/1'
const REPLY_HTML =
  '<p>Keys first. <a href="https://example.social/tags/selfcustody" rel="nofollow ugc noopener" target="_blank">#selfcustody</a></p>'

/** What the inbox stored of one reader's reactions to an article (replies sanitised). */
const RECEIVED = [
  { kind: 'like', status: 'approved', objectUrl: null, content: null },
  { kind: 'reply', status: 'pending', objectUrl: REPLY_URL, content: REPLY_HTML },
  {
    kind: 'reply',
    status: 'pending',
    objectUrl: 'https://example.social/@reader/2',
    content: '<p>Not approved yet</p>',
  },
] as const

/** Writes RECEIVED into the database for the article `articleId`; answers the rows' ids. */
async function receiveReactions(articleId: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  try {
    const ids = []
    for (const [index, { kind, status, objectUrl, content }] of RECEIVED.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO fediverse_interactions (kind, article_id, actor, actor_handle, actor_name,
           activity_id, object_url, content, status, received_at)
         VALUES ($1, $2, $3, '@reader@example.social', 'Reader', $4, $5, $6, $7, now())
         RETURNING id`,
        [
          kind,
          articleId,
          READER,
          `${READER}/activities/${articleId}/${index}`,
          objectUrl,
          content,
          status,
        ],
      )
      ids.push(rows[0]?.id ?? '')
    }
    return ids
  } finally {
    await db.end()
  }
}

test('an article shows its likes and the replies an editor approved, moving nothing', async ({
  page,
  request,
}) => {
  const article = await draftArticle(request)
  try {
    const authorization = await editorAuthorization(request)
    const asEditor = { headers: { authorization } }
    const published = await request.patch(`${seededCms}/cms-api/articles/${article.id}`, {
      ...asEditor,
      data: { published: true, _status: 'published' },
    })
    expect(published.status()).toBe(200)
    const { doc } = (await published.json()) as { doc: { slug: string } }
    const [, reply] = await receiveReactions(article.id)
    const approved = await request.patch(`${seededCms}/cms-api/fediverse-interactions/${reply}`, {
      ...asEditor,
      data: { status: 'approved' },
    })
    expect(approved.status()).toBe(200)

    // On a phone the follow block is below the fold, where the reactions may appear at once.
    await page.setViewportSize({ width: 412, height: 823 })
    await recordLayoutShifts(page)
    await page.goto(`/articles/${doc.slug}`)
    const block = followBlock(page)
    const summary = block.getByText('0 boosts · 1 like on the social web', { exact: true })
    await expect(summary).toBeVisible()
    const replies = block.getByRole('list', { name: 'Replies from the social web' })
    await expect(replies.getByRole('listitem')).toHaveCount(1)
    const handle = replies.getByRole('link', { name: '@reader@example.social' })
    await expect(handle).toHaveAttribute('href', REPLY_URL)
    await expect(handle).toHaveAttribute('rel', 'nofollow ugc noopener')
    await expect(replies.getByText('Keys first.')).toBeVisible()
    const tag = replies.getByRole('link', { name: '#selfcustody' })
    await expect(tag).toHaveAttribute('rel', 'nofollow ugc noopener')
    await expect(block.getByText('Not approved yet')).toHaveCount(0)
    expect(await layoutShifts(page)).toEqual([])
  } finally {
    // Published without a picture, it would lead the news list for the specs that follow.
    await article.remove()
  }
})

// Playwright's own test: the project's waits for React to hydrate, which never happens here.
htmlOnlyTest.describe('without JavaScript', () => {
  htmlOnlyTest.use({ javaScriptEnabled: false })

  htmlOnlyTest('the handles are there as text a reader can select', async ({ page }) => {
    await page.goto(`/articles/${SLUG}`)
    const { publication, author } = handlesOf(page)
    const block = followBlock(page)
    for (const handle of [publication, author]) {
      const text = block.getByText(handle, { exact: true })
      await expect(text).toBeVisible()
      // One click selects the whole handle, ready to copy.
      await expect(text).toHaveCSS('user-select', 'all')
    }
    await expect(block.getByText(HINT, { exact: true })).toBeVisible()
  })
})
