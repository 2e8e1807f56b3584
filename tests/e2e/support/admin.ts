import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'

import { anthropicControl } from '../../fakes/anthropic'
import { googleControl } from '../../fakes/google'
import { e2ePorts } from '../ports'

import { isFormStateRequest, waitUntilFormStateQuiet } from './formStateRequests'

/** The CMS (and its admin) of the seeded stack and of the empty one. */
export const seededCms = `http://localhost:${e2ePorts.cms}`
export const emptyCms = `http://localhost:${e2ePorts.emptyCms}`

export const EDITOR = { email: 'editor@blockwise.local', password: 'blockwise-editor' }
export const ADMIN = { email: 'admin@blockwise.local', password: 'blockwise-admin' }
export const CONTRIBUTOR = {
  email: 'contributor@blockwise.local',
  password: 'blockwise-contributor',
}

/** The account the empty stack's tests create as its first user (who becomes its admin). */
const EMPTY_STACK_ADMIN = { email: 'first@blockwise.local', password: 'first-user-password' }

/** The viewport the admin screens are checked and reviewed at. */
export const ADMIN_VIEWPORT = { width: 1280, height: 900 }

/** Fills in the admin's login screen (already open), submits it and waits for the editorial home. */
export async function submitAdminLogin(page: Page, account = EDITOR): Promise<void> {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Editorial home' })).toBeVisible()
}

/**
 * Logs the page's browser context into the seeded admin (the editor by default) through the login
 * API the login screen calls, at ADMIN_VIEWPORT, and opens no page: the test opens what it checks.
 * The login screen itself is tested in admin.spec.ts and admin-home.spec.ts; loading it (and the
 * editorial home after it) in every admin test cost two full admin loads of Chromium's CPU each.
 */
export async function logInToAdmin(page: Page, account = EDITOR): Promise<void> {
  await page.setViewportSize(ADMIN_VIEWPORT)
  const loggedIn = await page.request.post(`${seededCms}/cms-api/users/login`, {
    headers: { origin: seededCms },
    data: account,
  })
  expect(loggedIn.status()).toBe(200)
}

/** Opens the editorial home, where the admin opens after its login screen. */
export async function openEditorialHome(page: Page): Promise<void> {
  await page.goto(`${seededCms}/admin`)
  await expect(page.getByRole('heading', { name: 'Editorial home' })).toBeVisible()
}

/**
 * Logs the page's browser context into the empty stack, creating its first user the first time
 * (the empty stack starts without accounts). Cookies are per host, not per port: a context logged
 * in here is no longer logged in on the seeded stack.
 */
export async function logInToEmptyStack(request: APIRequestContext): Promise<void> {
  const registered = await request.post(`${emptyCms}/cms-api/users/first-register`, {
    data: EMPTY_STACK_ADMIN,
  })
  if (registered.ok()) return
  const loggedIn = await request.post(`${emptyCms}/cms-api/users/login`, {
    data: EMPTY_STACK_ADMIN,
  })
  expect(loggedIn.status()).toBe(200)
}

/**
 * The CMS's API as the page's logged-in user. Payload honours the session cookie only on requests
 * that name their origin, as browsers do; Playwright's request context does not by itself.
 */
export function cmsApi(page: Page, cms = seededCms) {
  const headers = { origin: cms }
  return {
    get: (path: string) => page.request.get(`${cms}${path}`, { headers }),
    post: (path: string, data?: unknown) => page.request.post(`${cms}${path}`, { headers, data }),
    delete: (path: string) => page.request.delete(`${cms}${path}`, { headers }),
  }
}

export type CmsApi = ReturnType<typeof cmsApi>

/** The fakes of Claude and Gemini behind the seeded stack, as the global setup started them. */
export const aiFakes = {
  anthropic: process.env.E2E_ANTHROPIC_CONTROL_URL ?? '',
  google: process.env.E2E_GOOGLE_CONTROL_URL ?? '',
}

/** Both AI fakes back to answering every request successfully, with no requests recorded. */
export async function resetAiFakes(): Promise<void> {
  await Promise.all([
    anthropicControl.reset(aiFakes.anthropic),
    googleControl.reset(aiFakes.google),
  ])
}

/**
 * Has the seeded CMS publish finished AI generations at once (the site setting, whose default holds
 * them for an editor's review), for tests that follow a generation onto the site. Every spec that
 * does sets it, so specs running side by side never disagree. Site settings are the admins': it
 * signs in as the admin in a context of its own, leaving the page's session as it was.
 */
export async function publishFinishedGenerations(): Promise<void> {
  const admin = await playwrightRequest.newContext()
  try {
    const login = await admin.post(`${seededCms}/cms-api/users/login`, { data: ADMIN })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const response = await admin.post(`${seededCms}/cms-api/globals/site-settings`, {
      headers: { authorization: `JWT ${token}` },
      data: { generationPublishMode: 'publish' },
    })
    expect(response.status()).toBe(200)
  } finally {
    await admin.dispose()
  }
}

/** Waits for the generation pipeline to publish the article; resolves to its slug. */
export async function waitUntilPublished(api: CmsApi, articleId: string): Promise<string> {
  let slug = ''
  await expect
    .poll(
      async () => {
        const response = await api.get(`/cms-api/articles/${articleId}?depth=0`)
        const article = (await response.json()) as { published: boolean; slug: string }
        slug = article.slug
        return article.published
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return slug
}

/**
 * Axe finds nothing serious or critical in the view (or in its `part`). Payload's navigation is
 * left out: its group labels fail colour contrast in Payload's own theme. So is whatever `skip`
 * names (a sandboxed frame, where axe cannot run, would otherwise hang it).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  part?: string,
  skip: string[] = [],
): Promise<void> {
  const axe = new AxeBuilder({ page })
  for (const selector of ['.nav', ...skip]) axe.exclude(selector)
  const { violations } = await (part ? axe.include(part) : axe).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
  expect(serious).toEqual([])
}

/**
 * Resolves once React has hydrated a control of the admin (its props hang off the element): typing
 * into or clicking the server-rendered markup before that is lost.
 */
export async function waitUntilHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true)
}

/**
 * Resolves once the open document's form is mounted and neither initialising nor submitting:
 * Payload sets the attribute so that its own browser tests wait for it on slow hosts, where typing
 * into a form still starting is not what an editor does.
 */
export async function waitUntilFormReady(page: Page): Promise<void> {
  await expect(page.locator('form[data-form-ready="true"]')).toHaveCount(1)
}

/**
 * Fills in (or ticks) a field of the open document and waits for the admin to take it in: each
 * change posts the form's state to the page (debounced, one request at a time). Save sends only
 * what that state holds, and a form-state answer still on its way when a save is refused replaces
 * the field errors the refusal set. So this waits for the answer to the request that carries the
 * new text, not to one sent before the change (still in flight, or debounced from an earlier
 * one). It changes the field only while no such request is on its way (a change made then is
 * never sent on its own: formStateRequests.ts), and listens from before the change: on a busy
 * machine the request can be reported before the fill is. Typing into a field before its form is
 * hydrated and ready is lost.
 */
export async function fillAndSettle(
  page: Page,
  field: Locator,
  value: string | true,
): Promise<void> {
  await waitUntilHydrated(field)
  await expect(field.locator('xpath=ancestor::form[1]')).toHaveAttribute('data-form-ready', 'true')
  await waitUntilFormStateQuiet(page)
  // The text as the request's JSON spells it; a tick has no text of its own to look for.
  const text = value === true ? null : JSON.stringify(value).slice(1, -1)
  const carrying = page.waitForRequest(
    (request) =>
      isFormStateRequest(request) && (text === null || (request.postData() ?? '').includes(text)),
  )
  if (value === true) await field.check()
  else await field.fill(value)
  const answer = await (await carrying).response()
  expect(answer?.ok(), 'the form state taking the change in').toBe(true)
}

/** Clicks a control of the admin once it is hydrated: a dialog it opens then comes. */
export async function clickHydrated(control: Locator): Promise<void> {
  await waitUntilHydrated(control)
  await control.click()
}

/** Opens an article in the admin and Schedule Publish's drawer on it, set to publish; the drawer. */
export async function openScheduleDrawer(page: Page, articleId: string): Promise<Locator> {
  await page.goto(`${seededCms}/admin/collections/articles/${articleId}`)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await drawer.getByText('Publish', { exact: true }).click()
  return drawer
}
