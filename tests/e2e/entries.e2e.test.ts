import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminGet, adminToken } from './admin-api'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { enteredRunner } from '../support/entered-runner'
import { signIn, verifiedCustomer } from './customers'
import { exactly } from './text'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const password = 'entry-test-password'

/** A verified customer account, made by an editor. */
const customer = (email: string, firstName: string, lastName: string) => verifiedCustomer(baseURL, { email, password, firstName, lastName })

async function signInHere(page: Page, locale: string, email: string) {
  const t = messages(locale).account
  const form = page.locator('form.account-form')
  await form.getByLabel(t.email, { exact: true }).fill(email)
  await form.getByLabel(t.password, { exact: true }).fill(password)
  await Promise.all([page.waitForResponse((r) => r.url().includes('/actions/users/login') && r.status() === 200), form.getByRole('button', { name: t.signIn }).click()])
}

const next = (page: Page, locale: string) => page.locator('.entry-flow__nav').getByRole('button', { name: messages(locale).entries.next, exact: true })

/** Continues to the next step once the step allows it. */
async function continueTo(page: Page, locale: string, step: number) {
  await expect(next(page, locale)).toBeEnabled()
  await next(page, locale).click()
  await page.waitForURL(new RegExp(`step=${step}$`))
}

/** Fills and saves one entry form; waits until it says saved. */
async function fillEntry(form: ReturnType<Page['locator']>, locale: string, entry: { type: 'adult' | 'child'; first?: string; last?: string; email?: string; distance: string; date?: string }) {
  const t = messages(locale).entries
  const type = form.getByRole('radio', { name: new RegExp(`^${t[entry.type]} ·`) })
  // Checked once the cart holds the entry's line (spec §4: the type is a line of the cart).
  await type.click()
  await expect(type).toBeChecked()
  if (entry.first !== undefined) await form.getByLabel(t.firstName, { exact: true }).fill(entry.first)
  if (entry.last !== undefined) await form.getByLabel(t.lastName, { exact: true }).fill(entry.last)
  if (entry.email !== undefined) await form.getByLabel(t.email, { exact: true }).fill(entry.email)
  await form.getByLabel(t.distance, { exact: true }).selectOption({ label: entry.distance })
  if (entry.date) await form.getByLabel(t.startDate, { exact: true }).fill(entry.date)
  await form.getByRole('button', { name: t.saveEntry }).click()
}

const saved = (form: ReturnType<Page['locator']>, locale: string) => expect(form.getByRole('status')).toHaveText(messages(locale).entries.saved)

/** From the order-details step: the checkout with a billing address and the sandbox card, then the complete step. */
async function payAtCheckout(page: Page, locale: string, beforePaying?: () => Promise<void>) {
  const t = messages(locale).checkout
  await page.getByRole('link', { name: messages(locale).entries.toCheckout }).click()
  await page.waitForURL(/\/checkout$/)
  await beforePaying?.()
  const form = page.locator('form.checkout__form')
  await expect.poll(() => form.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
  await form.getByLabel(t.firstName, { exact: true }).fill('Alex')
  await form.getByLabel(t.lastName, { exact: true }).fill('Läufer')
  await form.getByLabel(t.addressLine1, { exact: true }).fill('1 Track Lane')
  await form.getByLabel(t.city, { exact: true }).fill('Leeds')
  await form.getByLabel(t.postcode, { exact: true }).fill('LS1 1AA')
  await page.getByLabel(t.cardNumber).fill('4242 4242 4242 4242')
  await page.locator('.checkout__pay').click()
  await page.waitForURL(/[?&]order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/, { timeout: 30_000 })
  await expect(page.locator('.entry-complete__title')).toHaveText(messages(locale).entries.completeTitle)
  return new URL(page.url()).searchParams.get('order')!
}

type EntryDoc = {
  email: string
  firstName: string
  entryType: string
  distanceLabel: string
  timezone: string
  startDate: string | null
  startTime: string | null
  team: { id: number; name: string } | null
  orderNumber: string
}
const entriesOfOrder = async (order: string) => (await adminGet<{ docs: EntryDoc[] }>(baseURL, await adminToken(baseURL), `/entries?where[orderNumber][equals]=${order}&depth=1&sort=createdAt`)).docs

const mailsTo = (email: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.toLowerCase().includes(`to: ${email}`))
    : []

/** Axe on a settled page: after a client-side step change, Next streams the new title in a moment later. */
async function settledA11yViolations(page: Page) {
  await expect(page).not.toHaveTitle('')
  return seriousA11yViolations(page)
}

/** Console problems the flow causes on purpose: the server refusing what the test asks it to refuse. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 400 .*\/actions\/milepost\/(cart\/update-cart|payments\/pay)\)$/.test(p))

test.describe('a visitor is sent to sign in before entering and comes back to the same step (E1)', () => {
  test('a visitor is told to sign in, signs in and comes back to the same step', async ({ browser }) => {
    await customer('visitor.first@example.com', 'Vic', 'Visitor')
    const { page, context, problems } = await newPage(browser)
    const t = messages('en').entries
    await openReady(page, `${baseURL}/events/create-team-entry?event=midsummer-relay&step=1`)
    await expect(page.locator('.entry-notice__title')).toHaveText(t.signInTitle)
    expect(await settledA11yViolations(page)).toEqual([])
    await page.getByRole('link', { name: t.signIn, exact: true }).click()
    await page.waitForURL(/\/account\?return=%2Fevents%2Fcreate-team-entry%3Fevent%3Dmidsummer-relay%26step%3D1$/)
    await openReady(page, page.url())
    await signInHere(page, 'en', 'visitor.first@example.com')
    await page.waitForURL(`${baseURL}/events/create-team-entry?event=midsummer-relay&step=1`)
    await expect(page.getByLabel(t.teamName, { exact: true })).toBeVisible()
    await expect(page.locator('.stepper [aria-current="step"]')).toContainText(t.steps.teamDetails)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('an individual entry with kit is paid, recorded, mailed and shown in the account (E3 E4 E10)', () => {
  test('with kit, paid by the sandbox card (en): the complete step, the entry recorded and mailed, and shown in the account', async ({ browser }) => {
    await customer('solo.runner@example.com', 'Sam', 'Solo')
    const { page, context, problems } = await newPage(browser, { timezoneId: 'Asia/Tokyo' })
    const t = messages('en').entries
    await signIn(page, { email: 'solo.runner@example.com', password })
    await openReady(page, `${baseURL}/events/enter?event=24-hour-challenge`)
    await page.getByRole('link', { name: new RegExp(t.individualTitle) }).click()
    await page.waitForURL(/\/events\/individual-entry\?event=24-hour-challenge&step=1$/)
    const form = page.locator('form.entry-form')
    // E8: the first entry is prefilled from the signed-in app user.
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('solo.runner@example.com')
    await expect(form.getByLabel(t.firstName, { exact: true })).toHaveValue('Sam')
    // The entrant's own time zone, as the browser knows it.
    await expect(form.getByLabel(t.timezone, { exact: true })).toHaveAttribute('data-zone', 'Asia/Tokyo')
    await expect(form.getByLabel(t.startTime, { exact: true })).toHaveValue('00:00')

    // A type alone is not a saved entry (no distance yet): no "saved", no going on.
    const adult = form.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })
    await adult.click()
    await expect(adult).toBeChecked()
    await expect(form.getByRole('status')).toHaveText('')
    await expect(next(page, 'en')).toBeDisabled()
    await expect(page.locator('.entry-flow__total')).toHaveText('Total so far: £35.00')

    // E16: a start date after the event ends is refused with the spec's words.
    await fillEntry(form, 'en', { type: 'adult', distance: 'Marathon', date: '2027-03-02' })
    await expect(form.locator('.field__error').first()).toHaveText(/^Date must be before 28 February \d{4}$/)
    // …naming the same last day as the hint beside it.
    await expect(form.locator('[id$="config.timeboxedStartDate-hint"]')).toHaveText(/^Between 10 January \d{4} and 28 February \d{4}\.$/)
    await expect(next(page, 'en')).toBeDisabled()
    await form.getByLabel(t.startDate, { exact: true }).fill('2027-02-05')
    await form.getByLabel(t.timezone, { exact: true }).fill('paris')
    await page
      .getByRole('listbox', { name: t.timezoneOptions })
      .getByRole('option', { name: /^Paris \(Europe\)/ })
      .click()
    await expect(form.getByLabel(t.timezone, { exact: true })).toHaveAttribute('data-zone', 'Europe/Paris')
    await form.getByRole('button', { name: t.saveEntry }).click()
    await saved(form, 'en')
    expect(await settledA11yViolations(page)).toEqual([])

    await continueTo(page, 'en', 2)
    const hoodie = page.locator('.entry-merch__item', { hasText: 'Trail Hoodie' })
    // C5: a sold-out size says so.
    await expect(hoodie.locator('option', { hasText: 'XL' }).last()).toContainText(messages('en').shop.sizeOutOfStock)
    await hoodie.getByLabel(messages('en').shop.size).selectOption({ label: 'Heather grey · Regular fit · M' })
    await hoodie.getByRole('button', { name: t.addMerch }).click()
    await expect(hoodie.locator('.entry-merch__chosen')).toContainText('Heather grey · Regular fit · M')
    expect(await settledA11yViolations(page)).toEqual([])

    await continueTo(page, 'en', 3)
    await expect(page.locator('.entry-review__list')).toContainText('Sam Solo: Marathon')
    await continueTo(page, 'en', 4)
    const order = await payAtCheckout(page, 'en')
    await expect(page.locator('.stepper [aria-current="step"]')).toContainText(t.steps.complete)
    expect(await settledA11yViolations(page)).toEqual([])

    const [entry] = await entriesOfOrder(order)
    expect(entry).toMatchObject({ email: 'solo.runner@example.com', entryType: 'adult', distanceLabel: 'Marathon', startDate: '2027-02-05', team: null })
    await expect.poll(() => mailsTo('solo.runner@example.com').some((m) => m.includes('Distance: Marathon'))).toBe(true)

    await openReady(page, `${baseURL}/account`)
    await expect(page.locator('#entry-history-title + ul')).toContainText('24 Hour Challenge')
    // E15: the same account cannot enter again.
    await openReady(page, `${baseURL}/events/enter?event=24-hour-challenge`)
    await expect(page.locator('.entry-notice__title')).toHaveText(t.alreadyEnteredUser)
    // …nor by going straight to a step: the check runs before a place could go into the basket.
    await openReady(page, `${baseURL}/events/individual-entry?event=24-hour-challenge&step=1`)
    await expect(page.locator('.entry-notice__title')).toHaveText(t.alreadyEnteredUser)
    await expect(page.locator('form.entry-form')).toHaveCount(0)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('a captain enters a team in German with a child and a bulk place; one email twice is refused (E5 E11 E14)', () => {
  test('a captain makes a team of three with one child and a bulk place; the same email twice is refused', async ({ browser }) => {
    await customer('kapitaen@example.com', 'Karla', 'Kapitän')
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE' })
    const m = messages('de')
    const t = m.entries
    await signIn(page, { email: 'kapitaen@example.com', password })
    await openReady(page, `${baseURL}/de/events/enter?event=midsummer-relay`)
    await page.getByRole('link', { name: new RegExp(t.createTeamTitle) }).click()
    await page.waitForURL(/\/de\/events\/create-team-entry\?event=midsummer-relay&step=1$/)

    const team = page.locator('form.entry-form')
    await expect(team.getByLabel(t.teamName, { exact: true })).toBeVisible()
    await team.getByLabel(t.teamName, { exact: true }).fill('Die Schnellen Schnecken')
    await team.getByLabel(t.distance, { exact: true }).selectOption({ label: 'Halbmarathon' })
    await team.getByTitle(t.emblems.star).click()
    await team.getByLabel(t.adultPlaces, { exact: true }).fill('1')
    expect(await settledA11yViolations(page)).toEqual([])
    await team.getByRole('button', { name: t.saveTeam }).click()
    await expect(team.locator('.form-notice')).toHaveText(t.teamSaved)
    await expect(page.locator('.entry-flow__total')).toHaveText(exactly(t.runningTotal.replace('{total}', '35,00\u00a0€')))
    await continueTo(page, 'de', 2)

    const captain = page.locator('form.entry-form')
    // The team's distance is the captain's too, until they choose their own.
    await expect(captain.getByLabel(t.distance, { exact: true }).locator('option:checked')).toHaveText('Halbmarathon')
    await fillEntry(captain, 'de', { type: 'adult', distance: 'Halbmarathon' })
    await saved(captain, 'de')
    await continueTo(page, 'de', 3)
    await continueTo(page, 'de', 4)

    await page.getByRole('button', { name: t.addMember }).click()
    const second = page.locator('form.entry-form').nth(0)
    // E14: a member may not use the captain's email.
    await fillEntry(second, 'de', { type: 'child', first: 'Kim', last: 'Kapitän', email: 'KAPITAEN@example.com', distance: 'Halbmarathon' })
    await expect(second.locator('.form-error')).toHaveText(m.validation.uniqueEntryEmail)
    await expect(second.locator('.field__error').first()).toHaveText(m.validation.unique)
    await second.getByLabel(t.email, { exact: true }).fill('kim@example.com')
    await second.getByRole('button', { name: t.saveEntry }).click()
    await saved(second, 'de')

    await page.getByRole('button', { name: t.addMember }).click()
    const third = page.locator('form.entry-form').nth(1)
    const thirdType = third.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })
    await thirdType.click()
    await expect(thirdType).toBeChecked()
    await expect(next(page, 'de')).toBeDisabled()
    // Straight to the order details with an entrant half done: the review names what is missing, and there is no way to pay yet.
    await openReady(page, `${baseURL}/de/events/create-team-entry?event=midsummer-relay&step=5`)
    const missing = page.locator('.entry-review__missing')
    await expect(missing).toBeVisible()
    await expect(missing).toContainText(t.reviewMissingEntry.replace('{name}', t.entrant.replace('{number}', '3')).replace('{fields}', `${t.firstName}, ${t.lastName}, ${t.email}`))
    await expect(page.getByRole('link', { name: t.toCheckout })).toHaveCount(0)
    await openReady(page, `${baseURL}/de/events/create-team-entry?event=midsummer-relay&step=4`)
    const thirdAgain = page.locator('form.entry-form').nth(1)
    await fillEntry(thirdAgain, 'de', { type: 'adult', first: 'Jo', last: 'Jogger', email: 'jo@example.com', distance: '10K' })
    await saved(thirdAgain, 'de')
    expect(await settledA11yViolations(page)).toEqual([])

    await continueTo(page, 'de', 5)
    // Every line with its price, and the total to pay (in the euro market: two adults and a bulk adult place at 35 €, the child at 21 €).
    await expect(page.locator('.entry-review .summary-line')).toHaveCount(4)
    await expect(page.getByTestId('entry-total')).toHaveText(exactly('126,00\u00a0€'))
    await expect(page.locator('.entry-review__missing')).toHaveCount(0)
    const order = await payAtCheckout(page, 'de')

    const entries = await entriesOfOrder(order)
    expect(entries.map((e) => [e.firstName, e.entryType, e.team?.name])).toEqual([
      ['Karla', 'adult', 'Die Schnellen Schnecken'],
      ['Kim', 'child', 'Die Schnellen Schnecken'],
      ['Jo', 'adult', 'Die Schnellen Schnecken'],
    ])
    const teams = await adminGet<{ docs: { adultEntries: number; childEntries: number; emblem: string; captainEmail: string }[] }>(
      baseURL,
      await adminToken(baseURL),
      `/teams?where[orderNumber][equals]=${order}`,
    )
    expect(teams.docs).toEqual([expect.objectContaining({ adultEntries: 1, childEntries: 0, emblem: 'star', captainEmail: 'kapitaen@example.com' })])
    await expect.poll(() => mailsTo('kim@example.com').length).toBe(1)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('entry steps on a phone', () => {
  test('team step 1 and the review hold at 390 px in de: nothing scrolls sideways', async ({ browser }) => {
    await customer('handy@example.com', 'Hanna', 'Handy')
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await signIn(page, { email: 'handy@example.com', password })
    fs.mkdirSync(path.join('test-results', 'screenshots'), { recursive: true })
    for (const step of [1, 5]) {
      await openReady(page, `${baseURL}/de/events/create-team-entry?event=midsummer-relay&step=${step}`)
      await page.locator('.entry-flow__step').waitFor()
      await page.screenshot({ path: path.join('test-results', 'screenshots', `de-390_team-step-${step}.png`), fullPage: true })
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `step ${step}` }).toBeLessThanOrEqual(0)
    }
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('a runner finds a team by its name typed without accents and joins it; an email already in the event is refused (E17)', () => {
  test('finds a team by a name typed without its accent, joins it and pays (en); an email already in the event is refused', async ({ browser }) => {
    await customer('joiner@example.com', 'Jules', 'Joiner')
    // An email already in the event, made here: this test leans on no other.
    const taken = `already.${Date.now()}@example.com`
    await enteredRunner(baseURL, 'midsummer-relay', taken)
    const { page, context, problems } = await newPage(browser)
    const t = messages('en').entries
    await signIn(page, { email: 'joiner@example.com', password })
    await openReady(page, `${baseURL}/events/join-team-entry?event=midsummer-relay&step=1`)
    const search = page.getByRole('search')
    await search.getByLabel(t.teamSearch, { exact: true }).fill('zebras on mars')
    await search.getByRole('button', { name: t.search }).click()
    await expect(page.locator('.team-search')).toContainText(t.noTeamsMatch)
    await search.getByLabel(t.teamSearch, { exact: true }).fill('gazelles de montreal')
    await search.getByRole('button', { name: t.search }).click()
    await page.getByRole('button', { name: `${t.join}: Les Gazelles de Montréal` }).click()
    await expect(page.locator('.team-search__joined')).toContainText('Les Gazelles de Montréal')
    expect(await settledA11yViolations(page)).toEqual([])
    await continueTo(page, 'en', 2)

    // Invalid entry: an email already entered in the event.
    const form = page.locator('form.entry-form')
    await fillEntry(form, 'en', { type: 'adult', email: taken, distance: 'Half marathon' })
    await expect(form.locator('.form-error')).toHaveText(t.alreadyEnteredEmail.replace('{email}', taken))
    await form.getByLabel(t.email, { exact: true }).fill('joiner@example.com')
    await form.getByRole('button', { name: t.saveEntry }).click()
    await saved(form, 'en')
    await continueTo(page, 'en', 3)
    await continueTo(page, 'en', 4)
    await continueTo(page, 'en', 5)
    const order = await payAtCheckout(page, 'en')
    const [entry] = await entriesOfOrder(order)
    expect(entry).toMatchObject({ email: 'joiner@example.com', team: { name: 'Les Gazelles de Montréal' } })
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('cancelling an entry removes its lines and leaves other kit (E12)', () => {
  test('removes its lines from the basket and leaves other kit', async ({ browser }) => {
    await customer('canceller@example.com', 'Cas', 'Cancel')
    const { page, context } = await newPage(browser)
    const t = messages('en').entries
    await signIn(page, { email: 'canceller@example.com', password })
    await openReady(page, `${baseURL}/events/individual-entry?event=spring-10k&step=1`)
    const form = page.locator('form.entry-form')
    await fillEntry(form, 'en', { type: 'adult', distance: '10K' })
    await saved(form, 'en')
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await page.getByRole('button', { name: t.cancel }).click()
    await page.waitForURL(`${baseURL}/events/spring-10k`)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    await context.close()
  })
})

const shots = path.join('test-results', 'screenshots')
/** The page as a phone (390 px) and a laptop (1366 px) show it, saved under test-results/screenshots. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  const before = page.viewportSize()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/** The event's distance labels in a language, by id, as editors entered them. */
async function distanceLabels(slug: string, locale: string) {
  const [event] = (
    await adminGet<{ docs: { id: number; eventStartDate: string; entryDistances: { id: string; label: string; lengthKm: number }[] }[] }>(
      baseURL,
      await adminToken(baseURL),
      `/events?where[slug][equals]=${slug}&depth=0&locale=${locale}`,
    )
  ).docs
  return event!
}

/** The review's or the checkout's one line, with each of its details (a distance by its label, say). */
async function oneSummaryLine(page: Page, ...details: string[]) {
  const line = page.locator('.summary-line__details')
  await expect(line).toHaveCount(1)
  for (const detail of details) await expect(line).toContainText(detail)
  return line
}

test.describe('joining a team (Y5): the team survives a reload and the joiner starts from its settings', () => {
  test('a join in fr-ca with a reload between steps ends in a paid entry with the team’s settings; the review and checkout name the team and the distance', async ({ browser }) => {
    const event = await distanceLabels('24-hour-challenge', 'fr-ca')
    const year = event.eventStartDate.slice(0, 4)
    const marathon = event.entryDistances.find((d) => d.lengthKm === 42.2)!
    const teamName = `Les Hiboux de Berlin ${Date.now().toString(36)}`
    // A team set to the marathon, Berlin time, 16 January at 07:30, started by its captain's paid order.
    const start = { timeboxedStartDate: `${year}-01-16`, timeboxedStartTime: '07:30' }
    await enteredRunner(baseURL, '24-hour-challenge', 'capitaine.hiboux@example.com', {
      firstName: 'Capi',
      lastName: 'Taine',
      timezone: 'Europe/Berlin',
      options: () => ({
        entryPath: 'create-team',
        distance: marathon.id,
        ...start,
        teamName,
        teamDistance: marathon.id,
        teamTimezone: 'Europe/Berlin',
        teamTimeboxedStartDate: start.timeboxedStartDate,
        teamTimeboxedStartTime: start.timeboxedStartTime,
      }),
    })
    await customer('rejoindre@example.com', 'Rémi', 'Rejoint')
    const { page, context, problems } = await newPage(browser, { locale: 'fr-CA', timezoneId: 'America/Toronto' })
    const m = messages('fr-ca')
    const t = m.entries
    await signIn(page, { email: 'rejoindre@example.com', password })
    await openReady(page, `${baseURL}/fr-ca/events/join-team-entry?event=24-hour-challenge&step=1`)
    const search = page.getByRole('search')
    await search.getByLabel(t.teamSearch, { exact: true }).fill('hiboux de berlin')
    await search.getByRole('button', { name: t.search }).click()
    await page.getByRole('button', { name: `${t.join}: ${teamName}` }).click()
    await expect(page.locator('.team-search__joined')).toContainText(teamName)
    // The place is in the basket with the team on it: a reload cannot lose it.
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await screenshots(page, 'fr-ca_join-step-1')
    await continueTo(page, 'fr-ca', 2)

    // A phone drops the tab on step 2.
    await openReady(page, page.url())
    const form = page.locator('form.entry-form')
    await expect(form.getByLabel(t.distance, { exact: true })).toHaveValue(marathon.id)
    await expect(form.getByLabel(t.timezone, { exact: true })).toHaveAttribute('data-zone', 'Europe/Berlin')
    await expect(form.getByLabel(t.startDate, { exact: true })).toHaveValue(`${year}-01-16`)
    await expect(form.getByLabel(t.startTime, { exact: true })).toHaveValue('07:30')
    // Each value says it is the team's.
    await expect(form.locator('[data-team-hint="distance"]')).toHaveText(t.teamValue)
    await expect(form.locator('[data-team-hint="timezone"]')).toHaveText(t.teamValue)
    await expect(form.locator('[data-team-hint="timeboxedStartDate"]')).toHaveText(t.teamValue)

    // The zone is found by its city, with the keyboard.
    const zone = form.getByRole('combobox', { name: t.timezone })
    await zone.fill('Berlin')
    await expect(page.getByRole('listbox', { name: t.timezoneOptions }).getByRole('option').first()).toHaveText(/^Berlin \(Europe\)/)
    expect(await settledA11yViolations(page)).toEqual([])
    await zone.press('ArrowDown')
    await zone.press('ArrowUp')
    await zone.press('Enter')
    await expect(zone).toHaveAttribute('data-zone', 'Europe/Berlin')
    await expect(zone).toHaveAttribute('aria-expanded', 'false')
    await screenshots(page, 'fr-ca_join-step-2-after-reload')

    await form.getByRole('button', { name: t.saveEntry }).click()
    await saved(form, 'fr-ca')
    await continueTo(page, 'fr-ca', 3)
    await continueTo(page, 'fr-ca', 4)
    await expect(page.locator('.entry-review__team')).toHaveText(t.joiningTeamLine.replace('{team}', teamName))
    const line = await oneSummaryLine(page, m.basket.distance.replace('{distance}', marathon.label), m.basket.joiningTeam.replace('{name}', teamName))
    await expect(line).not.toContainText(marathon.id)
    await screenshots(page, 'fr-ca_join-review')
    await continueTo(page, 'fr-ca', 5)

    const order = await payAtCheckout(page, 'fr-ca', async () => {
      await oneSummaryLine(page, m.basket.distance.replace('{distance}', marathon.label), m.basket.joiningTeam.replace('{name}', teamName))
      await screenshots(page, 'fr-ca_join-checkout')
    })
    const [entry] = await entriesOfOrder(order)
    expect(entry).toMatchObject({ email: 'rejoindre@example.com', team: { name: teamName }, timezone: 'Europe/Berlin', startDate: `${year}-01-16`, startTime: '07:30' })
    expect(entry!.distanceLabel).toBe(marathon.label)
    // The captain hears who joined.
    await expect.poll(() => mailsTo('capitaine.hiboux@example.com').some((mail) => mail.includes('joined your team'))).toBe(true)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('a team name the event already has is refused at step 1', () => {
  test('as it is typed and when the team is saved; there is no going on with it', async ({ browser }) => {
    await customer('doublon@example.com', 'Dana', 'Doublon')
    const { page, context, problems } = await newPage(browser)
    const t = messages('en').entries
    await signIn(page, { email: 'doublon@example.com', password })
    await openReady(page, `${baseURL}/events/create-team-entry?event=midsummer-relay&step=1`)
    const team = page.locator('form.entry-form')
    await expect(team.getByLabel(t.teamName, { exact: true })).toBeVisible()
    // The seeded team's name, typed without its accent and case.
    await team.getByLabel(t.teamName, { exact: true }).fill('les gazelles de montreal')
    await expect(team.locator('[id$="-name-error"]')).toHaveText(t.teamNameTaken)
    await team.getByLabel(t.distance, { exact: true }).selectOption({ label: 'Half marathon' })
    await team.getByRole('button', { name: t.saveTeam }).click()
    await expect(team.locator('.form-error')).toHaveText(t.teamNameTaken)
    await expect(next(page, 'en')).toBeDisabled()
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    expect(await settledA11yViolations(page)).toEqual([])
    await screenshots(page, 'en_team-name-taken')
    // A free name goes on.
    await team.getByLabel(t.teamName, { exact: true }).fill('Gazelles Nouvelles')
    await expect(team.locator('.field__hint[role="status"]').first()).toHaveText(t.teamNameFree)
    await team.getByRole('button', { name: t.saveTeam }).click()
    await expect(team.locator('.form-notice')).toHaveText(t.teamSaved)
    await continueTo(page, 'en', 2)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('the checkout summary of each entry path names the distance by its label', () => {
  test('individual (in the browser’s own time zone) and new team: the review and the checkout show "Distance: <label>", never an id', async ({ browser }) => {
    await customer('etiquette@example.com', 'Lou', 'Label')
    const { page, context, problems } = await newPage(browser, { timezoneId: 'America/Toronto' })
    const m = messages('en')
    const t = m.entries
    await signIn(page, { email: 'etiquette@example.com', password })

    // Individual.
    await openReady(page, `${baseURL}/events/individual-entry?event=24-hour-challenge&step=1`)
    const form = page.locator('form.entry-form')
    await expect(form.getByLabel(t.timezone, { exact: true })).toHaveAttribute('data-zone', 'America/Toronto')
    await fillEntry(form, 'en', { type: 'adult', distance: '50K ultra' })
    await saved(form, 'en')
    await continueTo(page, 'en', 2)
    await continueTo(page, 'en', 3)
    await oneSummaryLine(page, 'Distance: 50K ultra')
    await continueTo(page, 'en', 4)
    await page.getByRole('link', { name: t.toCheckout }).click()
    await page.waitForURL(/\/checkout$/)
    await oneSummaryLine(page, 'Distance: 50K ultra')
    await screenshots(page, 'en_individual-checkout')

    // New team (the individual entry cancelled first: one path at a time).
    await openReady(page, `${baseURL}/events/individual-entry?event=24-hour-challenge&step=1`)
    await page.getByRole('button', { name: t.cancel }).click()
    await page.waitForURL(`${baseURL}/events/24-hour-challenge`)
    await openReady(page, `${baseURL}/events/create-team-entry?event=24-hour-challenge&step=1`)
    const team = page.locator('form.entry-form')
    await expect(team.getByLabel(t.teamName, { exact: true })).toBeVisible()
    await team.getByLabel(t.teamName, { exact: true }).fill(`Label Runners ${Date.now().toString(36)}`)
    await team.getByLabel(t.distance, { exact: true }).selectOption({ label: 'Half marathon' })
    await expect(team.locator('.field__hint[role="status"]').first()).toHaveText(t.teamNameFree)
    await team.getByRole('button', { name: t.saveTeam }).click()
    await expect(team.locator('.form-notice')).toHaveText(t.teamSaved)
    await continueTo(page, 'en', 2)
    const captain = page.locator('form.entry-form')
    await fillEntry(captain, 'en', { type: 'adult', distance: 'Half marathon' })
    await saved(captain, 'en')
    await continueTo(page, 'en', 3)
    await continueTo(page, 'en', 4)
    await continueTo(page, 'en', 5)
    await oneSummaryLine(page, 'Distance: Half marathon')
    await page.getByRole('link', { name: t.toCheckout }).click()
    await page.waitForURL(/\/checkout$/)
    const line = await oneSummaryLine(page, 'Distance: Half marathon')
    await expect(line).not.toHaveText(/[0-9a-f]{24}/)
    await screenshots(page, 'en_new-team-checkout')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})

test.describe('a runner in Mexico enters in pesos (issue 27)', () => {
  test('es-mx: the entry type, the running total, the checkout and the order are in MXN', async ({ browser }) => {
    await customer('corredora.mx@example.com', 'Mariana', 'Corredora')
    const { page, context, problems } = await newPage(browser)
    const t = messages('es-mx').entries
    await signIn(page, { email: 'corredora.mx@example.com', password })
    await openReady(page, `${baseURL}/es-mx/events/individual-entry?event=24-hour-challenge&step=1`)
    const form = page.locator('form.entry-form')
    // The adult place costs MX$899.00, shown the Mexican way with its code, since "$" alone is ambiguous.
    await expect(form.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })).toHaveAccessibleName(/\$899\.00 MXN/)
    await fillEntry(form, 'es-mx', { type: 'adult', distance: 'Maratón', date: '2027-02-05' })
    await saved(form, 'es-mx')
    await expect(page.locator('.entry-flow__total')).toContainText('$899.00 MXN')
    await continueTo(page, 'es-mx', 2)
    await continueTo(page, 'es-mx', 3)
    await continueTo(page, 'es-mx', 4)
    const order = await payAtCheckout(page, 'es-mx', async () => {
      await expect(page.locator('.basket__summary')).toContainText('$899.00 MXN')
    })
    const [entry] = await entriesOfOrder(order)
    expect(entry).toMatchObject({ email: 'corredora.mx@example.com', entryType: 'adult', distanceLabel: 'Maratón' })
    const orders = await adminGet<{ docs: { currency: string; totalPrice: number }[] }>(baseURL, await adminToken(baseURL), `/orders?where[number][equals]=${order}&depth=0`)
    expect(orders.docs[0]).toMatchObject({ currency: 'MXN', totalPrice: 89900 })
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })
})
