import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

import { withConsentDecided } from './support/consent'
import { openedWindows, spyOnWindowOpen } from './support/windowOpen'

/** The phone menu's toggle: a <summary>, so that it opens before the script arrives. */
const menuToggle = (page: Page) => page.locator('header summary')

test.describe('header', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page))

  test('highlights the active section (home only on an exact match)', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/news')
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByText('Community')).toHaveAttribute('aria-disabled', 'true')
  })

  test('on a phone, the menu toggles and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Close menu')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText(['Home', 'News', 'Learn', 'Tools'])
    await menu.getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL('/news')
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAccessibleName('Open menu')

    await toggle.click()
    await menu.getByRole('link', { name: 'Learn' }).click()
    await expect(page).toHaveURL('/learn')
    await expect(menu).toBeHidden()
  })

  test('on a phone, Escape closes the menu and gives focus back to its toggle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    const toggle = menuToggle(page)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'News' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page))

  test('links the legal pages, with Terms labelled Disclaimer, and the copyright', async ({
    page,
  }) => {
    await page.goto('/')
    const legal = page.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
    await expect(legal.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    )
    await expect(page.getByText('© 2025 Blockwise')).toBeVisible()
  })

  test('shares the current page in a 600×400 window with the tagline', async ({ page }) => {
    await spyOnWindowOpen(page)
    await page.goto('/news')
    const share = page.getByRole('list', { name: 'Share this page' })
    for (const network of ['Twitter', 'Telegram', 'Facebook', 'Reddit', 'LinkedIn']) {
      await share.getByRole('button', { name: network }).click()
    }
    const calls = await openedWindows(page)
    expect(calls).toHaveLength(5)
    for (const [url, target, features] of calls) {
      expect(url).toContain(encodeURIComponent(`${new URL(page.url()).origin}/news`))
      expect(target).toBe('_blank')
      expect(features).toMatch(/width=600,height=400/)
    }
    expect(calls[0]?.[0]).toContain(
      encodeURIComponent('Learn crypto like Forrest Gump learned life: one box at a time.'),
    )
  })
})

test.describe('ad banner', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page))

  test('is fixed to the bottom with a lazy, sandboxed frame 70% wide', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('complementary', { name: 'Advertisement' })
    await expect(banner).toHaveCSS('position', 'fixed')
    await expect(banner).toHaveCSS('bottom', '0px')
    const frame = banner.locator('iframe')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    const [frameWidth, bannerWidth] = await Promise.all([
      frame.evaluate((element) => element.getBoundingClientRect().width),
      banner.evaluate((element) => element.clientWidth),
    ])
    const padding = await banner.evaluate((element) => {
      const style = getComputedStyle(element)
      return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
    })
    expect(frameWidth / (bannerWidth - padding)).toBeCloseTo(0.7, 2)
  })

  test('shows the house ad inside its frame', async ({ page }) => {
    await page.goto('/')
    const ad = page.frameLocator('iframe[title="Advertisement"]')
    await expect(ad.getByRole('link', { name: /Open/ })).toBeVisible()
  })

  test('keeps room below the footer only while it is shown', async ({ page }) => {
    await page.goto('/')
    const body = page.locator('body')
    await expect(body).not.toHaveCSS('padding-bottom', '0px')
    await page.getByRole('button', { name: 'Close advertisement' }).click()
    await expect(body).toHaveCSS('padding-bottom', '0px')
  })

  test('stays closed on later visits once dismissed', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Close advertisement' }).click()
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeHidden()
    await page.reload()
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeHidden()
  })

  test('still hides, with the documented warning, when the dismissal cannot be saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (
        this: Storage,
        key: string,
        value: string,
      ) => void
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.includes('ad-banner')) throw new Error('quota exceeded')
        original.call(this, key, value)
      }
    })
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/')
    await page.getByRole('button', { name: 'Close advertisement' }).click()
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeHidden()
    expect(warnings).toContain('Failed to save ad banner dismissal state')
  })

  test('shows by default when storage cannot be read', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem')?.value as (
        this: Storage,
        key: string,
      ) => string | null
      Storage.prototype.getItem = function (key: string) {
        if (key.includes('ad-banner')) throw new Error('denied')
        return original.call(this, key)
      }
    })
    await page.goto('/')
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible()
  })
})

/** The consent choice as the site stored it. */
const storedConsent = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('blockwise-cookie-consent') ?? '{}') as Record<
        string,
        unknown
      >,
  )

test.describe('cookie consent', () => {
  const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Blockwise' })

  test('essential only is remembered and keeps third-party frames out', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Essential only' }).click()
    await expect(banner(page)).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(stored).toMatchObject({
      essential: true,
      preferences: false,
      analytics: false,
      marketing: false,
    })
    await expect(page.locator('iframe[title="Advertisement"]')).toHaveAttribute(
      'src',
      '/ads/house.html',
    )
  })

  test('customising by category is remembered', async ({ page }) => {
    await page.goto('/news')
    await banner(page).getByRole('button', { name: 'Customise' }).click()
    await banner(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .check()
    await banner(page).getByRole('button', { name: 'Save preferences' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(stored).toMatchObject({ preferences: false, analytics: true, marketing: false })
  })

  test('accept all is remembered', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Latest Stories' })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(stored).toMatchObject({ preferences: true, analytics: true, marketing: true })
  })
})

test('F8 moves focus to the notifications region', async ({ page }) => {
  await withConsentDecided(page)
  await page.goto('/')
  const notificationsFocused = () =>
    page.evaluate(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null)
  // Radix listens for the hotkey from an effect that runs just after hydration.
  await expect(async () => {
    await page.keyboard.press('F8')
    expect(await notificationsFocused()).toBe(true)
  }).toPass()
})
