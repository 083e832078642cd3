import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { locales, localizedPath } from '../../src/i18n/locales'
import { expect, site, test } from './fixtures'
import { adminGet, adminPost, adminToken } from './admin-api'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { latestMail } from './customers'

const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as typeof import('../../messages/en.json')
const sv = JSON.parse(fs.readFileSync('messages/sv.json', 'utf8')) as typeof import('../../messages/en.json')
const outbox = path.join(site.dataDir, 'outbox')

const baseURL = site.baseURL

test.describe('page shell', () => {
  test('sets <html lang>, hreflang alternates for all nine locales and x-default (L1)', async ({ browser }) => {
    const { page, problems, context } = await newPage(browser)
    await page.goto(`${baseURL}/fr-ca/about`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    const alternates = async () =>
      Object.fromEntries(await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname])))
    await expect.poll(alternates).toEqual({
      en: '/about',
      fr: '/fr/about',
      de: '/de/about',
      it: '/it/about',
      nl: '/nl/about',
      es: '/es/about',
      'es-MX': '/es-mx/about',
      'fr-CA': '/fr-ca/about',
      sv: '/sv/about',
      'x-default': '/about',
    })
    expect(problems).toEqual([])
    await context.close()
  })

  test('loads the user, then the CSRF token, then the cart (L5)', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.includes('/actions/')) calls.push(path)
    })
    await page.goto(`${baseURL}/nl/about`)
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3)
    expect(calls.slice(0, 3)).toEqual(['/nl/actions/milepost/default/get-user', '/nl/actions/milepost/default', '/nl/actions/milepost/cart/get-cart'])
    await context.close()
  })

  test('renders the CMS menus, the cart and account icons and the footer (L8 L10 L11 L12)', async ({ browser }) => {
    const { page, problems, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await openReady(page, `${baseURL}/de`)
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).first()
    await expect(nav.getByRole('link', { name: 'Läufe', exact: true })).toHaveAttribute('href', '/de/events')
    await expect(page.locator('a.cart-icon')).toHaveAttribute('href', '/de/basket')
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    await expect(page.locator('header a[href^="/account"]')).toHaveAttribute('href', '/account?lang=de')
    const footer = page.locator('footer')
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:hello@milepost.run')
    await expect(footer.locator('a[href="/de/pages/faq"]')).toHaveCount(1)
    await expect(footer.locator('.site-footer__social a').first()).toBeAttached()
    await expect(footer.locator('.site-footer__tracking svg')).toHaveCount(1)

    // Desktop dropdown opens on the toggle and closes with Escape.
    const toggle = nav.locator('.desktop-menu__toggle').first()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
    await context.close()
  })

  test('the hero image loads through the image optimizer, asked for first', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto(`${baseURL}/`)
    const hero = page.locator('img.hero__image')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    // The hero's own preload (a prefetched page's images may add theirs later).
    const preload = page.locator('head link[rel="preload"][as="image"]').first()
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
    await expect(preload).toHaveAttribute('imagesrcset', /hero-sunrise-run/)
    await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain('/_next/image')
    await context.close()
  })
})

test.describe('a demo says so on every page', () => {
  test('the browser tests’ site runs without keys: every page type carries the demo notice, in its language', async () => {
    for (const [locale, paths] of [
      ['en', ['/', '/events/spring-10k', '/shop/products/finisher-tee', '/blog', '/account', '/basket']],
      ['sv', ['/sv', '/sv/training-plans', '/sv/contact', '/sv/nowhere-at-all']],
    ] as const) {
      const notice = (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')).nav.demoBanner
      for (const path of paths) expect([path, (await (await fetch(`${baseURL}${path}`)).text()).includes(`role="note">${notice}</p>`)]).toEqual([path, true])
    }
  })
})

test.describe('the language switcher goes to the same page in the new locale and saves the choice (L3)', () => {
  test('goes to the same page in the new locale and saves nf_country and nf_lang', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await openReady(page, `${baseURL}/pages/faq`)
    const forgetCart: string[] = []
    page.on('request', (r) => r.url().includes('/cart/forget-cart') && forgetCart.push(r.url()))
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL(`${baseURL}/de/pages/faq`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    const days = (name: string) => Math.round((cookies[name]!.expires - Date.now() / 1000) / 86400)
    expect(cookies.nf_country?.value).toBe('de')
    expect(cookies.nf_lang?.value).toBe('de')
    expect(days('nf_country')).toBe(356)
    expect(days('nf_lang')).toBe(356)
    expect(days('i18n_redirected')).toBe(365)
    expect(forgetCart).toHaveLength(1)
    expect(problems.filter((p) => !p.includes('forget-cart'))).toEqual([])
    await context.close()
  })
})

test.describe('declining the language change’s confirmation leaves the progress bar idle', () => {
  test('the bar does not start, and the page and the basket stay as they were', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await openReady(page, `${baseURL}/shop/products/water-bottle`)
    await page.locator('.product__add').click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    page.once('dialog', (dialog) => void dialog.dismiss())
    await page.getByRole('button', { name: /Language/ }).click()
    const declinedAt = Date.now()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    // Past the bar's 200 ms throttle it would be running, had the click been taken for a navigation.
    await expect
      .poll(async () => ({ phase: await page.locator('.progress-bar').getAttribute('data-phase'), pastThrottle: Date.now() - declinedAt > 600 }))
      .toEqual({ phase: 'idle', pastThrottle: true })
    await expect(page).toHaveURL(`${baseURL}/shop/products/water-bottle`)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await context.close()
  })
})

test.describe('the mobile menu expands on tap and closes on navigation, Escape or resize (L9)', () => {
  test('expands a section on tap and closes on navigation', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    await openReady(page, `${baseURL}/`)
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const panel = page.locator('#mobile-menu-panel')
    await expect(panel).toBeVisible()
    const section = panel.getByRole('button', { name: 'Events' })
    await section.tap()
    await expect(section).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'Enter an event' })).toBeVisible()
    // Each destination once: the section's own link is left out when "All events" already goes there.
    const sectionLinks = panel.locator(`#${await section.getAttribute('aria-controls')}`).locator('a')
    await expect(sectionLinks).toHaveCount(2)
    const hrefs = await sectionLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([...new Set(hrefs)])

    await panel.getByRole('link', { name: 'About', exact: true }).tap()
    await page.waitForURL(`${baseURL}/about`)
    await expect(panel).toHaveAttribute('data-phase', 'closing')
    await expect(panel).toBeHidden({ timeout: 2000 })

    // Sections opened before closing are cleared when it has closed.
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(panel.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
    await context.close()
  })

  test('closes on Escape and gives the focus back to its button', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } })
    await openReady(page, `${baseURL}/about`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.locator('#mobile-menu-panel')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden({ timeout: 2000 })
    await expect(page.locator('button[aria-controls="mobile-menu-panel"]')).toBeFocused()
    await context.close()
  })

  test('closes when the window is resized', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } })
    await openReady(page, `${baseURL}/about`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.locator('#mobile-menu-panel')
    await expect(panel).toBeVisible()
    await page.setViewportSize({ width: 700, height: 844 })
    await expect(panel).toBeHidden({ timeout: 3000 })
    await context.close()
  })
})

test.describe('the newsletter band validates, shows loading, success and error, and stores one subscriber (N1 N2)', () => {
  test('keeps submit disabled while invalid, then shows loading and success', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await page.goto(`${baseURL}/about`)
    const form = page.locator('form.newsletter__form')
    const submit = form.getByRole('button')
    await expect(submit).toBeDisabled()
    await form.getByLabel('Name').fill('Jo Runner')
    await form.getByLabel('Email').fill('jo@')
    await form.getByLabel('Name').focus()
    await expect(form.getByText('This field must be a valid email')).toBeVisible()
    await expect(submit).toBeDisabled()

    await form.getByLabel('Email').fill(`jo.${Date.now()}@example.com`)
    await page.route('**/join-mailing-list', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await submit.click()
    await expect(submit).toHaveText('Signing up…')
    await expect(page.getByText(en.newsletterOptIn.checkInbox)).toBeVisible()
    expect(problems).toEqual([])
    await context.close()
  })

  test('shows the error state when the request fails', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto(`${baseURL}/about`)
    await page.route('**/join-mailing-list', (route) => route.fulfill({ status: 500, json: { error: 'A server error occurred.' } }))
    const form = page.locator('form.newsletter__form')
    await form.getByLabel('Name').fill('Jo Runner')
    await form.getByLabel('Email').fill('jo.error@example.com')
    await form.getByRole('button').click()
    await expect(page.getByText('There was an error please try again.')).toBeVisible()
    await context.close()
  })

  test('stores one pending subscriber in the visitor locale; the mailed link subscribes, the unsubscribe link asks, then unsubscribes (double opt-in)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await page.goto(`${baseURL}/sv/about`)
    const email = `admin.check.${Date.now()}@example.com`
    const form = page.locator('form.newsletter__form')
    await form.locator('input[name="name"]').fill('Sven')
    await form.locator('input[name="email"]').fill(email)
    await form.getByRole('button').click()
    await expect(page.locator('.newsletter__success')).toHaveText(sv.newsletterOptIn.checkInbox)
    const token = await adminToken(baseURL)
    const subscriber = async () =>
      (await adminGet<{ docs: { email: string; locale: string; status: string }[] }>(baseURL, token, `/subscribers?where[email][equals]=${encodeURIComponent(email)}`)).docs
    expect(await subscriber()).toEqual([expect.objectContaining({ email, locale: 'sv', status: 'pending' })])

    // The worker sends the confirmation mail (offline: the outbox), in Swedish.
    await expect.poll(() => latestMail(outbox, email)).toContain('/sv/newsletter/confirm?token=')
    const mail = latestMail(outbox, email).replace(/&#38;|&amp;/g, '&')
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    await page.goto(/(http:\/\/[^"\s]+\/sv\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)![1]!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.newsletterLinks.confirmedTitle)
    expect(await subscriber()).toEqual([expect.objectContaining({ status: 'subscribed' })])

    await page.goto(/(http:\/\/[^"\s]+\/sv\/newsletter\/unsubscribe\?id=\d+&token=[\w-]+)/.exec(mail)![1]!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.newsletterLinks.unsubscribeTitle)
    expect(await subscriber()).toEqual([expect.objectContaining({ status: 'subscribed' })])
    await page.getByRole('button', { name: sv.newsletterLinks.unsubscribeButton }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.newsletterLinks.unsubscribedTitle)
    expect(await subscriber()).toEqual([expect.objectContaining({ status: 'unsubscribed' })])
    expect(problems).toEqual([])
    await context.close()
  })
})

test.describe('an unknown page shows the not-found page with status 404 (L13)', () => {
  test('shows the title, the text and the animated image with status 404', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    const response = await page.goto(`${baseURL}/es/no-existe`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('.error-view__status')).toHaveText('404')
    await expect(page.locator('img.error-view__image')).toHaveAttribute('src', '/images/lost-runner.svg')
    await expect(page.locator('.error-view__title')).not.toHaveText('')
    await context.close()
  })
})

test.describe('menus refresh when an editor saves (L14)', () => {
  test('shows a renamed header entry at once', async () => {
    const token = await adminToken(baseURL)
    const before = await (await fetch(`${baseURL}/it/about`)).text()
    const menu = await adminGet<{ entries: { id: string; title: string }[] }>(baseURL, token, '/globals/header-menu?locale=it&depth=0')
    const original = menu.entries[0]!.title
    expect(before).toContain(original)
    const renamed = `${original} ✦`
    await adminPost(baseURL, token, '/globals/header-menu?locale=it', {
      entries: menu.entries.map((e, i) => (i === 0 ? { ...e, title: renamed } : e)),
    })
    await expect.poll(async () => (await (await fetch(`${baseURL}/it/about`)).text()).includes(renamed), { timeout: 10_000 }).toBe(true)
    await adminPost(baseURL, token, '/globals/header-menu?locale=it', { entries: menu.entries })
  })
})

test.describe('accessibility', () => {
  for (const path of ['/', '/de', '/about', '/pages', '/fr/pages/faq', '/nowhere'])
    test(`${path} has no serious or critical axe violations`, async ({ browser }) => {
      const { page, context } = await newPage(browser)
      await page.goto(`${baseURL}${path}`)
      await page.locator('footer').waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await context.close()
    })
})

test.describe('layouts hold in every language, on a phone and a laptop', () => {
  const shots = path.join('test-results', 'screenshots')
  const pages = ['/', '/shop/products', '/training-plans', '/training-plans/faster-10k', '/events/spring-10k', '/basket', '/checkout']

  for (const [locale, width] of [
    ['en', 390],
    ['en', 1366],
    ['de', 390],
    ['de', 1366],
    ['fr-ca', 390],
    ['fr-ca', 1366],
  ] as const)
    test(`${locale} at ${width} px: nothing scrolls sideways, header links and badges stay on one line`, async ({ browser }) => {
      fs.mkdirSync(shots, { recursive: true })
      const { page, context, problems } = await newPage(browser, { viewport: { width, height: 900 } })
      const prefix = locale === 'en' ? '' : `/${locale}`
      // Something in the basket, so the basket and the checkout (its country box) show their forms.
      await openReady(page, `${baseURL}${prefix}/shop/products/water-bottle`)
      await page.locator('.product__add').click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      for (const route of pages) {
        await openReady(page, `${baseURL}${prefix}${route === '/' ? (prefix ? '' : '/') : route}`)
        if (route === '/checkout') await page.locator('form.checkout__form').waitFor()
        const layout = () =>
          page.evaluate(() => {
            const oneLine = (el: Element) => {
              const style = getComputedStyle(el)
              if (style.display === 'inline') return el.getClientRects().length <= 1
              const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3
              return (el as HTMLElement).offsetParent === null || el.getBoundingClientRect().height < line * 1.6 + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom)
            }
            return {
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              wrapped: [...document.querySelectorAll('.desktop-menu__link, .language-switcher__code, .badge')].filter((el) => !oneLine(el)).map((el) => el.textContent),
            }
          })
        await page.screenshot({ path: path.join(shots, `${locale}-${width}${route.replaceAll('/', '_') || '_home'}.png`), fullPage: false })
        await expect.poll(async () => (await layout()).overflow, { message: `${locale} ${width}px ${route} scrolls sideways` }).toBeLessThanOrEqual(0)
        await expect.poll(async () => (await layout()).wrapped, { message: `${locale} ${width}px ${route}` }).toEqual([])
      }
      expect(problems).toEqual([])
      await context.close()
    })
})

test.describe('no page of any locale scrolls sideways on a 390 px phone', () => {
  /** One of each page type; the basket and the checkout with something in the basket, so their forms show. */
  const pageTypes = [
    '/',
    '/about',
    '/pages',
    '/pages/faq',
    '/blog',
    '/blog/why-virtual-running',
    '/podcasts',
    '/events',
    '/events/long-haul-challenge',
    '/events/long-haul-challenge/leaderboard',
    '/shop/products',
    '/shop/products/finisher-tee',
    '/training-plans',
    '/training-plans/faster-10k',
    '/basket',
    '/checkout',
    '/contact',
    '/account',
    '/run-club/landing',
  ]
  let context: BrowserContext
  let page: Page
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    page = await context.newPage()
    await openReady(page, `${baseURL}/shop/products/water-bottle`)
    await page.locator('.product__add').click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })
  test.afterAll(() => context.close())

  for (const locale of locales)
    test(`${locale}: every page type fits the phone's width`, async () => {
      // Every page is judged, and all that stick out are named at the end.
      const softly = expect.configure({ soft: true })
      for (const route of pageTypes) {
        await page.goto(`${baseURL}${localizedPath(locale, route)}`)
        // What sticks out past the right edge, named by its tag and classes (the innermost such elements).
        const sideways = () =>
          page.evaluate(() => {
            const width = document.documentElement.clientWidth
            const over = document.documentElement.scrollWidth - width
            if (over <= 0) return null
            const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5)
            const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)))
            return `${over}px by ${[...new Set(innermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`))].join(', ')}`
          })
        await softly.poll(sideways, { message: `${localizedPath(locale, route)} scrolls sideways` }).toBeNull()
      }
    })
})
