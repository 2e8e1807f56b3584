import { expect, test, type Browser, type Page } from '@playwright/test'

import { FAKE_ARTICLE } from '../fakes/anthropic'

import {
  cmsApi,
  expectNoSeriousAxeViolations,
  fillAndSettle,
  logInToAdmin,
  publishFinishedGenerations,
  resetAiFakes,
  seededCms,
  waitUntilPublished,
  type CmsApi,
} from './support/admin'
import { e2ePorts } from './ports'
import { reviewPicture } from './support/screenshots'

interface ArticleSeo {
  id: string
  slug: string
  title: string
  _status: 'draft' | 'published'
  seoTitle: string | null
  featured: boolean
  excerpt: string
  generation: { proposedSeoTitle: string | null }
}

/** The seeded draft stands for a generation whose SEO title awaits review. */
const SEEDED_DRAFT = 'clear-rules-are-good-for-crypto-even-when-they-sting'

/** The article as readers see it, or with `draft` its latest version, which editors work on. */
async function articleSeo(api: CmsApi, id: string, draft = false): Promise<ArticleSeo> {
  const answer = await api.get(`/cms-api/articles/${id}?depth=0${draft ? '&draft=true' : ''}`)
  return (await answer.json()) as ArticleSeo
}

async function seededDraft(api: CmsApi): Promise<ArticleSeo> {
  const response = await api.get(`/cms-api/articles?where[slug][equals]=${SEEDED_DRAFT}&depth=0`)
  const [draft] = ((await response.json()) as { docs: ArticleSeo[] }).docs
  expect(draft).toBeDefined()
  return draft as ArticleSeo
}

/** A published article from the AI fakes, whose SEO title Claude proposed. */
async function generatedArticle(api: CmsApi): Promise<string> {
  await resetAiFakes()
  await publishFinishedGenerations()
  const authors = (await (await api.get('/api/authors')).json()) as Array<{ id: string }>
  const started = await api.post('/api/generation', {
    topic: 'Bitcoin halving explained',
    articleType: 'learn',
    authorId: authors[0]?.id,
  })
  expect(started.status()).toBe(202)
  const { articleId } = (await started.json()) as { articleId: string }
  await waitUntilPublished(api, articleId)
  return articleId
}

/** How many of the article's kept versions were published, as its history lists them. */
async function publishedVersionCount(api: CmsApi, id: string): Promise<number> {
  const answer = await api.get(
    `/cms-api/articles/versions?where[parent][equals]=${id}&depth=0&limit=50&sort=-updatedAt`,
  )
  expect(answer.status()).toBe(200)
  const { docs } = (await answer.json()) as { docs: Array<{ version: { _status: string } }> }
  return docs.filter(({ version }) => version._status === 'published').length
}

/** A browser of its own, signed in nowhere: an anonymous reader. */
async function anonymousReader(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

/** What an anonymous reader gets: the contract's article, and the title of its page on the site. */
async function readersSee(reader: Page, slug: string) {
  const contract = await reader.request.get(`${seededCms}/api/articles/${slug}`)
  expect(contract.status()).toBe(200)
  const shown = await reader.goto(`http://localhost:${e2ePorts.site}/articles/${slug}`)
  expect(shown?.status()).toBe(200)
  return {
    seoTitle: ((await contract.json()) as { seoTitle: string | null }).seoTitle,
    pageTitle: await reader.title(),
  }
}

/** A page `<title>`: the given title, then the site's name. */
function titledBy(title: string): RegExp {
  const literal = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${literal} \\| `)
}

async function openArticle(page: Page, id: string): Promise<void> {
  await page.goto(`${seededCms}/admin/collections/articles/${id}`)
  await expect(page.getByLabel('SEO title', { exact: true })).toBeVisible()
}

const review = (page: Page) => page.getByRole('region', { name: /SEO title$/ })

test.beforeEach(async ({ page }) => logInToAdmin(page))

test('accepting the proposed SEO title saves it; a title the editor typed is not up for review', async ({
  page,
}) => {
  const api = cmsApi(page)
  const draft = await seededDraft(api)
  const proposal = draft.generation.proposedSeoTitle ?? ''
  expect(proposal).not.toBe('')
  await openArticle(page, draft.id)

  await expect(review(page)).toHaveAccessibleName('Proposed SEO title')
  await expect(review(page).getByText(proposal, { exact: true })).toBeVisible()
  // The sidebar review is the one place it shows: the AI group's own field stays hidden.
  await expect(page.getByRole('textbox', { name: 'Proposed SEO title' })).toHaveCount(0)
  // Payload's own edit view has findings of its own; this checks the review.
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="seo-title-review-heading"]')
  await reviewPicture(page, 'admin-seo-title-1280')
  await review(page).getByRole('button', { name: 'Accept' }).click()

  await expect(page.getByText('SEO Title Accepted', { exact: true })).toBeVisible()
  await expect(
    page.getByText('The SEO title has been saved and will be used for this article.'),
  ).toBeVisible()
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue(proposal)
  expect(await articleSeo(api, draft.id)).toMatchObject({
    seoTitle: proposal,
    generation: { proposedSeoTitle: null },
  })
  // The server has saved it already: it is there when the article is opened again.
  await openArticle(page, draft.id)
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue(proposal)

  // Nothing awaits review any more: the accepted title, and one the editor types, are the
  // editor's own, edited in their field, with no "Reject" that would clear them.
  await expect(review(page)).toHaveCount(0)
  await fillAndSettle(page, page.getByLabel('SEO title', { exact: true }), 'A title I typed myself')
  await expect(review(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0)
})

test('after a decision the editor edits on and publishes: no "Document modified", nothing lost', async ({
  page,
}) => {
  // Two decisions, each followed by edits, a publish and a reload (~45 s on an idle machine).
  test.slow()
  const api = cmsApi(page)
  for (const decision of ['Accept', 'Reject'] as const) {
    const id = await generatedArticle(api)
    await openArticle(page, id)
    await review(page).getByRole('button', { name: decision }).click()
    await expect(page.getByText(`SEO Title ${decision}ed`, { exact: true })).toBeVisible()

    // The first edit after the decision is when Payload checks whether someone else saved.
    await fillAndSettle(page, page.getByLabel('Featured', { exact: true }), true)
    await fillAndSettle(
      page,
      page.locator('#field-excerpt'),
      `Edited after the ${decision} decision.`,
    )
    await expect(page.getByText('Document modified')).toHaveCount(0)
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(id) &&
        !response.url().includes('autosave=true'),
    )
    // The article is live: an accepted title went live at once, a rejection waits in its draft,
    // and the edits are its draft until they are published.
    const live = await articleSeo(api, id)
    expect(live).toMatchObject(
      decision === 'Accept'
        ? { seoTitle: FAKE_ARTICLE.seoTitle, generation: { proposedSeoTitle: null } }
        : { seoTitle: null, generation: { proposedSeoTitle: FAKE_ARTICLE.seoTitle } },
    )
    expect(live.featured).toBe(false)
    expect(live.excerpt).not.toBe(`Edited after the ${decision} decision.`)
    await expect
      .poll(async () => (await articleSeo(api, id, true)).excerpt)
      .toBe(`Edited after the ${decision} decision.`)
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Document modified')).toHaveCount(0)

    expect(await articleSeo(api, id)).toMatchObject({
      seoTitle: decision === 'Accept' ? FAKE_ARTICLE.seoTitle : null,
      featured: true,
      excerpt: `Edited after the ${decision} decision.`,
      generation: { proposedSeoTitle: null },
    })
  }
})

test('accepting the proposed SEO title of a live article publishes it at once', async ({
  page,
  browser,
}) => {
  // The admin, a reader's page and the history, each opened twice (~40 s on an idle machine).
  test.slow()
  const api = cmsApi(page)
  const reader = await anonymousReader(browser)
  const id = await generatedArticle(api)
  const { slug } = await articleSeo(api, id)
  const publishedBefore = await publishedVersionCount(api, id)
  await openArticle(page, id)
  await expect(page.getByTitle('Status: Published', { exact: true })).toBeVisible()
  const autosaves: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('autosave=true'))
      autosaves.push(sent.url())
  })

  await review(page).getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('SEO Title Accepted', { exact: true })).toBeVisible()
  await expect(review(page)).toHaveCount(0)
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue(FAKE_ARTICLE.seoTitle)

  // The screen says what is so: published, with no draft waiting to be published.
  await expect(page.getByTitle('Status: Published', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish changes', exact: true })).toBeDisabled()
  expect(await articleSeo(api, id, true)).toMatchObject({
    _status: 'published',
    seoTitle: FAKE_ARTICLE.seoTitle,
    generation: { proposedSeoTitle: null },
  })
  // Nothing comes back to undo it: the form holds the saved version, so no autosave follows
  // (the editor's autosave runs 2 s after a change).
  await page.waitForTimeout(3_000)
  expect(autosaves).toEqual([])
  expect(await articleSeo(api, id, true)).toMatchObject({
    _status: 'published',
    seoTitle: FAKE_ARTICLE.seoTitle,
  })

  // Readers get it: the contract at once, and the page's title once the site has heard.
  expect((await readersSee(reader, slug)).seoTitle).toBe(FAKE_ARTICLE.seoTitle)
  await expect
    .poll(async () => (await readersSee(reader, slug)).pageTitle, { timeout: 15_000 })
    .toMatch(titledBy(FAKE_ARTICLE.seoTitle))
  await reader.context().close()

  // The history has one more published version, the newest, and the reopened article agrees.
  expect(await publishedVersionCount(api, id)).toBe(publishedBefore + 1)
  await page.goto(`${seededCms}/admin/collections/articles/${id}/versions`)
  const newest = page.getByTestId('article-history').locator('tbody tr').first()
  await expect(newest.locator('td').nth(2)).toHaveText('Published')
  await openArticle(page, id)
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue(FAKE_ARTICLE.seoTitle)
  await expect(page.getByTitle('Status: Published', { exact: true })).toBeVisible()
  await expect(review(page)).toHaveCount(0)
})

test('rejecting the proposed SEO title of a live article leaves what readers see', async ({
  page,
  browser,
}) => {
  const api = cmsApi(page)
  const reader = await anonymousReader(browser)
  const id = await generatedArticle(api)
  const { slug } = await articleSeo(api, id)
  const before = await readersSee(reader, slug)
  expect(before.seoTitle).toBeNull()
  expect(before.pageTitle).toMatch(titledBy(FAKE_ARTICLE.title))
  const publishedBefore = await publishedVersionCount(api, id)
  await openArticle(page, id)

  await review(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('SEO Title Rejected', { exact: true })).toBeVisible()
  await expect(review(page)).toHaveCount(0)

  // The live article is as it was; the cleared proposal waits in a draft, and the screen says so.
  expect(await readersSee(reader, slug)).toEqual(before)
  await reader.context().close()
  expect(await publishedVersionCount(api, id)).toBe(publishedBefore)
  expect(await articleSeo(api, id)).toMatchObject({
    seoTitle: null,
    generation: { proposedSeoTitle: FAKE_ARTICLE.seoTitle },
  })
  await expect(page.getByTitle('Status: Changed', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish changes', exact: true })).toBeEnabled()
})

test('rejecting the proposed SEO title clears it', async ({ page }) => {
  const api = cmsApi(page)
  const id = await generatedArticle(api)
  await openArticle(page, id)

  await expect(review(page).getByText(FAKE_ARTICLE.seoTitle, { exact: true })).toBeVisible()
  await review(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('SEO Title Rejected', { exact: true })).toBeVisible()
  await expect(page.getByText('The SEO title has been rejected and cleared.')).toBeVisible()
  await expect(review(page)).toHaveCount(0)
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue('')
  await openArticle(page, id)
  await expect(page.getByLabel('SEO title', { exact: true })).toHaveValue('')
  expect(await articleSeo(api, id, true)).toMatchObject({
    seoTitle: null,
    generation: { proposedSeoTitle: null },
  })
})

test('an SEO title decision the server refuses says so and changes nothing', async ({ page }) => {
  const api = cmsApi(page)
  const id = await generatedArticle(api)
  await openArticle(page, id)
  await page.route('**/api/articles/*/*-seo-title', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'Something went wrong. Please try again later.' },
    }),
  )

  await review(page).getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('Accept Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Failed to accept SEO title. Please try again.')).toBeVisible()
  await review(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Reject Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Failed to reject SEO title. Please try again.')).toBeVisible()

  await expect(review(page).getByText(FAKE_ARTICLE.seoTitle, { exact: true })).toBeVisible()
  expect(await articleSeo(api, id)).toMatchObject({
    seoTitle: null,
    generation: { proposedSeoTitle: FAKE_ARTICLE.seoTitle },
  })
})
