import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { CONTACT_EMAIL, PRIVACY_EMAIL } from '@blockwise/shared'

import { BROWSER_STORAGE } from '../../frontend/src/content/legal/browserStorage'

import { withConsentDecided } from './support/consent'

const LAST_UPDATED = 'Last updated: 24 August 2025'

test.beforeEach(async ({ page }) => withConsentDecided(page))

const TERMS_SECTIONS = [
  'Definitions',
  'Acceptance',
  'Educational Purpose',
  'User Responsibilities',
  'Investment Risk Disclaimer',
  'Intellectual Property',
  'Privacy',
  'Limitation of Liability',
  'Third-Party Links',
  'Modifications',
  'Termination',
  'Governing Law',
  'Contact',
  'Severability',
]

const PRIVACY_SECTIONS = [
  'Definitions',
  'Purpose and Scope',
  'Information We Collect',
  'How We Use Information and Legal Bases',
  'Newsletter',
  'Sharing of Information',
  'Security',
  'Your Rights Under GDPR',
  'Data Retention',
  'Cookies',
  'International Transfers',
  'Children',
  'Changes to This Policy',
  'Contact',
]

const COOKIE_SECTIONS = [
  'What Cookies Are',
  'Why We Use Cookies',
  'Types of Cookies We Use',
  'Third-Party Cookies',
  'Managing Your Preferences',
  'Security',
  'Updates to This Policy',
  'Contact',
  'Your Rights',
]

/** The title, the date, the numbered sections in order and a contents entry for each of them. */
async function expectLegalDocument(page: Page, title: string, headings: readonly string[]) {
  await expect(page).toHaveTitle(`${title} | Blockwise`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText(LAST_UPDATED)).toBeVisible()

  const sectionHeadings = page.locator('section h2')
  await expect(sectionHeadings).toHaveCount(headings.length)
  await expect(sectionHeadings).toHaveText(headings.map((name, index) => `${index + 1}. ${name}`))

  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link')
  await expect(contents).toHaveCount(headings.length)
  await expect(contents).toHaveText(headings.map((name, index) => `${index + 1}. ${name}`))
  // Every contents entry points at the section that carries its heading.
  const targets = await contents.evaluateAll((links) =>
    links.map((link) => {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '')
      return document.getElementById(id)?.querySelector('h2')?.textContent ?? null
    }),
  )
  expect(targets).toEqual(headings.map((name, index) => `${index + 1}. ${name}`))
}

function section(page: Page, heading: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
}

test('the terms of service: 14 sections, educational only, not financial advice', async ({
  page,
}) => {
  await page.goto('/terms-of-service')
  await expectLegalDocument(page, 'Terms of Service', TERMS_SECTIONS)

  const educational = section(page, '3. Educational Purpose')
  await expect(educational).toContainText('educational purposes only')
  await expect(educational).toContainText('not financial advice')
  await expect(educational).toContainText('educational simulations')
  for (const tool of ['DeFi yield calculator', 'Crypto watchlist', 'Portfolio simulator']) {
    await expect(educational).toContainText(tool)
  }

  const risk = section(page, '5. Investment Risk Disclaimer')
  await expect(risk).toContainText('you may lose some or all of your investment')
  await expect(risk).toContainText('Never invest more than you can afford to lose')
  await expect(risk).toContainText('Do your own research (DYOR)')

  await expect(section(page, '2. Acceptance')).toContainText('18 years old')
  await expect(section(page, '12. Governing Law')).toContainText('laws of Ireland')

  await expect(
    section(page, '13. Contact').getByRole('link', { name: CONTACT_EMAIL }),
  ).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`)
})

test('the privacy policy: 14 sections, legal bases, retention and response time', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expectLegalDocument(page, 'Privacy Policy', PRIVACY_SECTIONS)

  const collected = section(page, '3. Information We Collect')
  for (const item of [
    'username',
    'password',
    'learning preferences',
    'pages you visit',
    'learning progress',
    'operating system',
    'IP address',
  ]) {
    await expect(collected).toContainText(item)
  }

  const legalBases = section(page, '4. How We Use Information and Legal Bases')
  for (const basis of ['Consent', 'Legitimate interest', 'Contract', 'Legal compliance']) {
    await expect(legalBases.getByText(basis, { exact: true })).toBeVisible()
  }

  await expect(section(page, '5. Newsletter')).toContainText('unsubscribe at any time')
  await expect(section(page, '6. Sharing of Information')).toContainText(
    'We do not sell your personal data',
  )

  const rights = section(page, '8. Your Rights Under GDPR')
  for (const right of [
    'Access',
    'Rectification',
    'Erasure',
    'Restriction',
    'Portability',
    'Objection',
    'Withdraw consent',
    'Complain to a supervisory authority',
  ]) {
    await expect(rights.getByText(right, { exact: true })).toBeVisible()
  }

  const retention = section(page, '9. Data Retention')
  await expect(retention).toContainText('3 years')
  // Shorter than the specification's 26 months (decision 0041): raw events 90 days, then totals.
  await expect(retention).toContainText('90 days; after that only daily totals')
  await expect(retention).toContainText('2 years')
  await expect(retention).toContainText('Until you unsubscribe')

  const cookies = section(page, '10. Cookies')
  await expect(cookies).toContainText('We use no analytics cookies')
  await expect(cookies).toContainText('up to 1 year')
  await expect(cookies).toContainText('30 days to 1 year')
  await expect(cookies.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/cookie-policy',
  )

  await expect(section(page, '11. International Transfers')).toContainText(
    'standard contractual clauses',
  )
  await expect(section(page, '12. Children')).toContainText('18 and over')

  const contact = section(page, '14. Contact')
  await expect(contact).toContainText('within 30 days')
  await expect(contact.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${PRIVACY_EMAIL}`,
  )
})

test('the cookie policy: 9 sections, and its button reopens the consent banner', async ({
  page,
}) => {
  await page.goto('/cookie-policy')
  await expectLegalDocument(page, 'Cookie Policy', COOKIE_SECTIONS)

  const types = section(page, '3. Types of Cookies We Use')
  for (const text of [
    'Essential',
    'Preferences',
    'Analytics',
    'Marketing',
    'None in use: our audience measurement works without cookies',
    'Up to 1 year',
    'Typically 30 days to 1 year',
    'dismissed the ad banner',
    'record of your consent choice',
  ]) {
    await expect(types).toContainText(text)
  }
  await expect(section(page, '4. Third-Party Cookies')).toContainText(
    'only if you consent to marketing cookies',
  )

  const managing = section(page, '5. Managing Your Preferences')
  for (const choice of ['Accept all', 'Customise', 'Essential only']) {
    await expect(managing.getByText(choice, { exact: true })).toBeVisible()
  }

  await page.evaluate(() => {
    const counter = window as unknown as { cookiePreferenceOpenings: number }
    counter.cookiePreferenceOpenings = 0
    window.addEventListener('blockwise:open-cookie-preferences', (event) => {
      if (event instanceof CustomEvent) counter.cookiePreferenceOpenings += 1
    })
  })
  const openings = () =>
    page.evaluate(
      () => (window as unknown as { cookiePreferenceOpenings: number }).cookiePreferenceOpenings,
    )
  const button = managing.getByRole('button', { name: 'Manage cookie preferences' })

  // The server-rendered button only reacts once React has hydrated it.
  await expect(async () => {
    await button.click()
    expect(await openings()).toBe(1)
  }).toPass()
  // The consent banner answers it, opened on the categories.
  const banner = page.getByRole('dialog', { name: 'Cookies on Blockwise' })
  await expect(banner.getByRole('checkbox', { name: /Marketing/ })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Save preferences' })).toBeVisible()
})

test("the footer's Disclaimer link leads to the terms of service", async ({ page }) => {
  await page.goto('/privacy-policy')
  const disclaimer = page.getByRole('contentinfo').getByRole('link', { name: 'Disclaimer' })
  await expect(disclaimer).toHaveAttribute('href', '/terms-of-service')
  await disclaimer.click()
  await expect(page).toHaveURL(/\/terms-of-service$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
})

test('the cookie policy names everything the site kept in the browser of a reader who learned', async ({
  page,
}) => {
  await page.goto('/learn/paths/defi-from-zero')
  await page.locator('main ol > li').first().getByRole('link').first().click()
  const end = page.locator('[data-lesson-end]')
  await expect
    .poll(async () => {
      await end.scrollIntoViewIfNeeded()
      return page.evaluate(() => localStorage.getItem('blockwise-learning-progress'))
    })
    .not.toBeNull()
  const kept = await page.evaluate(() => Object.keys(localStorage))

  await page.goto('/cookie-policy')
  const table = page.getByRole('table', { name: 'What the Site keeps in your browser' })
  for (const name of new Set([...kept, ...BROWSER_STORAGE.map((entry) => entry.name)])) {
    await expect(table.getByRole('row').filter({ hasText: name }), name).toHaveCount(1)
  }
  await expect(table.getByRole('row').filter({ hasText: 'time machine' })).toHaveCount(1)

  await page.goto('/privacy-policy')
  const collected = section(page, '3. Information We Collect')
  await expect(collected).toContainText('the lessons you marked as done')
  await expect(collected).toContainText('the time machine’s starting day')
})
