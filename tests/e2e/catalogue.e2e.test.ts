import fs from 'node:fs'
import { expect, site, test } from './fixtures'
import { newPage, openReady, seriousA11yViolations } from './browser'

const baseURL = site.baseURL
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')
/** A price as the shop shows it: the amount (a pattern: its space may be a narrow one), then the market's tax wording. */
const withTaxNote = (amount: string, locale: string) => new RegExp(`^${amount}\\s${messages(locale).shop.taxIncluded.replace(/\./g, '\\.')}$`)

test.describe('each event says whether it is upcoming, under way or finished', () => {
  const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as typeof import('../../messages/en.json')
  const sv = JSON.parse(fs.readFileSync('messages/sv.json', 'utf8')) as typeof import('../../messages/en.json')
  const seeded = JSON.parse(fs.readFileSync('src/seed/content/sv.json', 'utf8')) as { homeBlocks: { eventsHeading: string } }

  test('a finished event is marked finished, never sold out, and offers no entry', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto('/events/riverside-half')
    await expect(page.locator('.event__summary .badge--finished')).toHaveText(en.events.state.finished)
    await expect(page.locator('.event__summary .badge--sold-out')).toHaveCount(0)
    await expect(page.locator('.event__summary a.btn')).toHaveCount(0)
    await page.goto('/events')
    const card = page.locator('.tile', { has: page.locator('a[href="/events/riverside-half"]') })
    await expect(card.locator('.badge')).toHaveText([en.events.state.finished])
    await context.close()
  })

  test('the home page lists the event under way in a section of its own, not under the upcoming ones (sv)', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto('/sv')
    const section = (heading: string) => page.locator('section.block', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    const live = section(sv.events.openHeading)
    await expect(live.locator('a[href="/sv/events/long-haul-challenge"]').first()).toBeVisible()
    await expect(live.locator('.badge--open').first()).toHaveText(sv.events.state.open)
    const upcoming = section(seeded.homeBlocks.eventsHeading)
    await expect(upcoming.locator('.tile').first()).toBeVisible()
    await expect(upcoming.locator('a[href="/sv/events/long-haul-challenge"]')).toHaveCount(0)
    await expect(upcoming.locator('.badge--open, .badge--finished')).toHaveCount(0)
    await context.close()
  })
})

test.describe('the event list leads to each event’s details and entry link; a sold-out event offers none (C1 C3)', () => {
  test('goes from the list to an event with its distances, dates, price and entry link (de)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await openReady(page, '/de/events')
    await page.locator('a[href="/de/events/spring-10k"]').last().click()
    await page.waitForURL('/de/events/spring-10k')
    const summary = page.locator('.event__summary')
    await expect(summary.locator('.event__dates')).toHaveText(/^1\. März \d{4} – 31\. März \d{4}$/)
    await expect(summary.locator('.event__price')).toHaveText(withTaxNote('Ab 18,00\\s€', 'de'))
    await expect(summary.locator('a.btn')).toHaveAttribute('href', '/de/events/enter?event=spring-10k')
    await expect(page.locator('.distance-list').first().locator('li')).toHaveCount(2)
    expect(problems).toEqual([])
    await context.close()
  })

  test('marks a sold-out event and offers no entry', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto('/events/winter-5k')
    await expect(page.locator('.event__summary .badge--sold-out')).toHaveText('Sold out')
    await expect(page.locator('.event__summary a.btn')).toHaveCount(0)
    await context.close()
  })
})

test.describe('the variant picker asks only the choices each kind of kit needs and marks what is sold out (C5)', () => {
  test('clothing (en): colour, style, size; a sold-out size says so and cannot be added', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await openReady(page, '/shop')
    await page.locator('.tile__title a[href="/shop/products/finisher-tee"]').click()
    await page.waitForURL('/shop/products/finisher-tee')
    await page.getByRole('radio', { name: 'Signal red' }).check()
    await page.getByRole('radio', { name: 'Regular fit' }).check()
    await page.locator('input[value="M"]').check()
    await expect(page.locator('.product__status')).toHaveText('Size out of stock')
    await expect(page.getByRole('button', { name: 'Add to basket' })).toBeDisabled()
    await page.locator('input[value="L"]').check()
    await expect(page.locator('.product__status')).toHaveText('')
    await expect(page.locator('.product__price')).toHaveText(withTaxNote('£28\\.00', 'en'))
    await page.getByRole('radio', { name: 'Midnight black' }).check()
    await expect(page.locator('input[value="L"]')).toBeChecked()
    expect(problems).toEqual([])
    await context.close()
  })

  test('coloured (de): a sold-out colour is marked out of stock', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    const t = messages('de').shop
    await openReady(page, '/de/shop/accessories')
    await page.locator('.tile__title a[href="/de/shop/products/running-cap"]').click()
    await page.waitForURL('/de/shop/products/running-cap')
    const radios = page.locator('.swatches input[type="radio"]')
    await expect(radios).toHaveCount(3)
    await radios.nth(2).check()
    await expect(page.locator('.product__status')).toHaveText(t.outOfStock)
    await expect(page.locator('.product__price')).toHaveText(withTaxNote('21,00\\s€', 'de'))
    await context.close()
  })

  test('simple (fr) and medal (en) products need no choice', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto('/fr/shop/products/water-bottle')
    await expect(page.locator('.picker')).toHaveCount(0)
    await expect(page.locator('.product__price')).toHaveText(withTaxNote('18,00\\s€', 'fr'))
    await openReady(page, '/shop/medals')
    await page.locator('.tile__title a[href="/shop/products/spring-10k-medal"]').click()
    await page.waitForURL('/shop/products/spring-10k-medal')
    await expect(page.locator('.product__price')).toHaveText(withTaxNote('£9\\.00', 'en'))
    await context.close()
  })
})

test.describe('content lists', () => {
  test('lists training plans, blog posts and podcasts (it)', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto('/it/training-plans')
    await expect(page.locator('.plan')).toHaveCount(3)
    await page.goto('/it/blog')
    await expect(page.locator('.card')).toHaveCount(4)
    await page.locator('.card a').first().click()
    await page.waitForURL(/\/it\/blog\/.+/)
    await expect(page.locator('.prose p')).not.toHaveCount(0)
    await page.goto('/it/podcasts')
    await expect(page.locator('.card')).toHaveCount(3)
    await context.close()
  })
})

test.describe('accessibility of catalogue pages', () => {
  for (const path of ['/events/midsummer-relay', '/de/shop/products/finisher-tee', '/shop', '/blog/why-virtual-running', '/podcasts'])
    test(`${path} has no serious or critical axe violations`, async ({ browser }) => {
      const { page, context } = await newPage(browser)
      await page.goto(path)
      await page.locator('footer').waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await context.close()
    })
})

test.describe('run-club pages are public except members’ pages, which visitors see as a join prompt and editors can preview (C2)', () => {
  test('shows public run-club pages and a join prompt on members’ pages to a visitor', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    expect((await page.goto('/run-club/landing'))?.status()).toBe(200)
    await expect(page.locator('.join-prompt')).toHaveCount(0)
    await page.goto('/de/run-club/discounts')
    await expect(page.locator('.join-prompt h1')).toHaveText('Diese Seite ist für Mitglieder des Laufclubs')
    await expect(page.locator('.join-prompt a[href="/de/run-club/join"]')).toHaveCount(1)
    await context.close()
  })

  test('never serves a members’ page through the generic page route', async () => {
    expect((await fetch(`${baseURL}/pages/run-club-discounts`)).status).toBe(404)
  })

  test('lets an editor preview members’ pages', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    const login = await page.request.post('/api/users/login', { data: { email: 'admin@milepost.run', password: 'milepost-demo' }, headers: { 'x-forwarded-for': '198.18.0.1' } })
    expect(login.ok()).toBe(true)
    await page.goto('/run-club/discounts')
    await expect(page.locator('.join-prompt')).toHaveCount(0)
    await expect(page.locator('.page__title')).toHaveText('Member discounts')
    await context.close()
  })
})

test.describe('the payment-complete page and an order page open only through an order’s link (P6)', () => {
  test('/fr/payment-complete never says a payment went through without an order the server holds; /order only through an order’s link', async () => {
    for (const query of ['', `?order=MP-AAAA-AAAA&key=${'0'.repeat(32)}`]) {
      const response = await fetch(`${baseURL}/fr/payment-complete${query}`)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('Nous n’avons pas trouvé ce paiement')
      expect(html).not.toContain('Votre paiement a bien été accepté')
    }
    expect((await fetch(`${baseURL}/order`)).status).toBe(404)
    expect((await fetch(`${baseURL}/order?number=MP-AAAA-AAAA&key=${'0'.repeat(32)}`)).status).toBe(404)
  })
})

test.describe('home page sections', () => {
  test('shows the hero, upcoming events, the story, kit and a call to action in the editor’s order (nl)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await page.goto('/nl')
    // The events block shows the events under way in a section of their own before the upcoming ones.
    await expect(page.locator('.page--blocks > section')).toHaveClass(['hero', 'block', 'block', 'block text-image', 'block', 'block cta'])
    await expect(page.locator('.hero h1')).toHaveCount(1)
    await expect(page.locator('.tile-grid').first().locator('.tile')).not.toHaveCount(0)
    await expect(page.locator('.tile-grid--products .tile')).toHaveCount(4)
    await expect(page.locator('.cta a')).toHaveAttribute('href', '/nl/events/midsummer-relay')
    expect(problems).toEqual([])
    await context.close()
  })
})
