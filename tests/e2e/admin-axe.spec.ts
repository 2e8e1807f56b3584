import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { cmsApi, logInToAdmin, seededCms } from './support/admin'

interface View {
  name: string
  /** The view's path, or how to find it. */
  path: string | ((page: Page) => Promise<string>)
  /** Waits until the view has loaded what it shows. */
  ready: (page: Page) => Promise<void>
  /** A view Payload renders itself, with our fields or links in it. */
  payloadView?: true
}

/**
 * Payload's own markup that axe finds fault with and that our configuration cannot change. Each
 * is left out by its selector, so everything of ours around it is still checked.
 */
const PAYLOAD_MARKUP = [
  // Payload's select and relationship inputs (react-select): an unlabelled combobox input, a
  // focusable chevron and clear button hidden from assistive technology, and sortable chips
  // that nest buttons.
  '.react-select',
  // The date picker's text input carries no label of its own.
  '.react-datepicker__input-container',
  // Lexical's editable area has no accessible name (the field's label is not tied to it).
  '.ContentEditable__root',
  // The document controls' "more" menu button has no name; their bar scrolls sideways on narrow
  // screens without being focusable; the Edit/API tabs are a list with non-item children.
  '.doc-controls .popup-button',
  '.doc-controls__content',
  '.doc-tabs__tabs',
  // The empty upload field's faint "or" and "drag and drop" texts.
  '.upload__dropzoneContent',
  // The account view's "Payload Settings" section jumps from the h1 to an h3.
  '.payload-settings',
]

/**
 * Page-wide rules that Payload's own templates fail (no main landmark, no h1 on the dashboard,
 * content outside landmarks). They judge the whole page, so no selector can leave Payload out:
 * they are checked on our own views only, whose content is in a main landmark of ours.
 */
const PAYLOAD_PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region']

async function firstArticlePath(page: Page): Promise<string> {
  // The seeded draft held for review, with a body: drafts other tests autosave may be empty.
  const response = await cmsApi(page).get(
    '/cms-api/articles?where[slug][equals]=clear-rules-are-good-for-crypto-even-when-they-sting&depth=0',
  )
  const [article] = ((await response.json()) as { docs: Array<{ id: string }> }).docs
  expect(article).toBeDefined()
  return `/admin/collections/articles/${article?.id}`
}

const VIEWS: View[] = [
  {
    name: 'editorial home',
    path: '/admin',
    ready: (page) => expect(page.getByRole('heading', { name: 'Editorial home' })).toBeVisible(),
  },
  {
    name: 'generate form',
    path: '/admin/generate-article',
    ready: (page) => expect(page.getByLabel('Author')).toBeEnabled(),
  },
  {
    name: 'incomplete articles monitor',
    path: '/admin/incomplete-articles',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Incomplete Articles' })).toBeVisible()
      await expect(page.getByText('Loading incomplete articles...')).toHaveCount(0)
    },
  },
  {
    name: 'newsletter',
    path: '/admin/newsletter',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: /This week’s digest \(/ })).toBeVisible()
      await expect(page.getByText('Active', { exact: true })).toBeVisible()
    },
  },
  {
    name: 'account',
    path: '/admin/account',
    ready: (page) => expect(page.locator('#field-email')).toBeVisible(),
    payloadView: true,
  },
  {
    name: 'article edit',
    path: firstArticlePath,
    ready: (page) => expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible(),
    payloadView: true,
  },
]

async function violations(page: Page, view: View): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  for (const selector of PAYLOAD_MARKUP) axe.exclude(selector)
  // The digest preview is a sandboxed frame (the mail as sent), where axe cannot run.
  axe.exclude('iframe[title="Digest preview"]')
  if (view.payloadView) axe.disableRules(PAYLOAD_PAGE_RULES)
  const { violations: found } = await axe.analyze()
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

for (const width of [1440, 390]) {
  for (const view of VIEWS) {
    test(`axe finds nothing in the ${view.name} view at ${width} px`, async ({ page }) => {
      await logInToAdmin(page)
      await page.setViewportSize({ width, height: 900 })
      const path = typeof view.path === 'string' ? view.path : await view.path(page)
      await page.goto(`${seededCms}${path}`)
      await view.ready(page)
      expect(await violations(page, view)).toEqual([])
    })
  }
}
