import fs from 'node:fs'
import { demoRunner } from '../../src/seed/entries'
import { enteredRunner } from '../support/entered-runner'
import { newPage, seriousA11yViolations } from './browser'
import { signIn } from './customers'
import { expect, site, test } from './fixtures'
import { lastMail } from './mail'
import { adminPatch, adminToken } from './admin-api'
import { appBearer, DAY, eventUnderWay, logRunOverApp } from './race-setup'
import { fillCheckout, payByCard } from './checkout-form'

type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

/** The runner's entry in the event, as their app lists it. */
async function entryIn(runner: { email: string; password: string }, eventId: number) {
  const bearer = await appBearer(runner.email, runner.password)
  const { races } = (await (await fetch(`${site.baseURL}/app-api/races`, { headers: bearer })).json()) as { races: { entryId: number; event: { id: number } }[] }
  return races.find((race) => race.event.id === eventId)!.entryId
}

test('in French: a runner gives their place to a friend, who claims it from the mail and finds it, with its run, in their races', async ({ browser, newCustomer }) => {
  test.setTimeout(120_000)
  const t = messages('fr').booking
  const event = await eventUnderWay('Relais des Amis')
  const password = 'transfer-runner-password'
  const annEmail = `ann.transfer.${Date.now()}@example.com`
  await enteredRunner(site.baseURL, event.slug, annEmail, { firstName: 'Ann', lastName: 'Martin', password })
  const run = await logRunOverApp(annEmail, password, event.id, { startedAt: new Date(Date.now() - DAY).toISOString(), distanceMeters: 4200, durationSeconds: 1500, activityType: 'run' })
  expect(run.answer.status).toBe(201)
  const bo = await newCustomer({ firstName: 'Bo', lastName: 'Bernard' })

  // Ann offers her entry from her race page.
  const ann = await newPage(browser, { locale: 'fr-FR' })
  await signIn(ann.page, { email: annEmail, password })
  await ann.page.goto(`/account/races/${run.entryId}?lang=fr`)
  await expect(ann.page.getByRole('heading', { name: t.changeTitle })).toBeVisible()
  await expect(ann.page.getByRole('heading', { name: t.refundTitle })).toBeVisible()
  await expect(ann.page.getByText(t.refundPolicyNone)).toBeVisible()
  const section = ann.page.locator('section.booking-transfer')
  await expect(section.getByRole('heading', { name: t.transferTitle })).toBeVisible()
  await section.getByLabel(t.friendEmail).fill(bo.email)
  await section.getByLabel(t.friendLanguage).selectOption('fr')
  await section.getByRole('button', { name: t.transferButton }).click()
  await expect(section.getByRole('status')).toHaveText(fill(t.transferSent, { email: bo.email }))
  await expect(section).toContainText(fill(t.transferPendingText, { email: bo.email }))
  await expect(section.getByRole('button', { name: t.takeBack })).toBeVisible()
  expect(await seriousA11yViolations(ann.page)).toEqual([])

  // Bo opens the link from his mail: first asked to sign in, then claims the entry.
  await expect.poll(() => lastMail(bo.email), { timeout: 20_000 }).toContain('claim-entry')
  const link = /https?:\/\/[^\s"]+\/account\/claim-entry\?[^\s"<]+/.exec(lastMail(bo.email))![0].replaceAll('&#38;', '&')
  const claimPath = link.slice(link.indexOf('/account/'))
  const stranger = await newPage(browser, { locale: 'fr-FR' })
  await stranger.page.goto(claimPath)
  await expect(stranger.page.getByRole('heading', { name: t.claimTitle })).toBeVisible()
  await expect(stranger.page.getByText(t.claimSignIn)).toBeVisible()
  await stranger.context.close()
  // Signed in (as after the sign-in page sends him back), Bo claims it.
  const friend = await newPage(browser, { locale: 'fr-FR' })
  await signIn(friend.page, bo)
  await friend.page.goto(claimPath)
  await expect(friend.page.getByText(fill(t.claimIntro, { name: 'Ann', event: event.title }))).toBeVisible()
  await expect(friend.page.getByLabel(t.firstName)).toHaveValue('Bo')
  expect(await seriousA11yViolations(friend.page)).toEqual([])
  await friend.page.getByRole('button', { name: t.claimButton }).click()
  await friend.page.waitForURL(new RegExp(`/account/races/${run.entryId}`))
  await expect(friend.page.locator('.run-list__run')).toHaveCount(1)

  await friend.page.goto('/account/races?lang=fr')
  await expect(friend.page.getByRole('link', { name: event.title })).toBeVisible()
  // The entry is no longer Ann's, and she is told.
  await ann.page.goto('/account/races?lang=fr')
  await expect(ann.page.getByRole('link', { name: event.title })).toHaveCount(0)
  await expect.poll(() => lastMail(annEmail), { timeout: 20_000 }).toContain('Bo Bernard')
  await ann.context.close()
  await friend.context.close()
})

test('in German: the demo runner opens their team from its race and sees its members, as its captain', async ({ browser }) => {
  const t = messages('de').booking
  const { page, context } = await newPage(browser, { locale: 'de-DE' })
  await signIn(page, demoRunner)
  await page.goto('/account/races?lang=de')
  await expect(page.locator('.race-list__item').first()).toBeVisible()
  // The demo runner's team race is the one whose page offers the captain's link.
  const races = await page.locator('.race-list__item h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''))
  let found = false
  for (const href of races) {
    await page.goto(href)
    await expect(page.locator('.race-page')).toBeVisible()
    const manage = page.getByRole('link', { name: t.manageTeam })
    if (await manage.count()) {
      await manage.click()
      found = true
      break
    }
  }
  expect(found).toBe(true)
  await expect(page.getByRole('heading', { name: t.members })).toBeVisible()
  await expect(page.locator('.team-members__member')).not.toHaveCount(0)
  await expect(page.getByRole('heading', { name: t.renameTitle })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await context.close()
})

test('in Spanish: a runner moves their entry to a later event the organisers allow, and finds it there', async ({ browser }) => {
  const t = messages('es').deferral
  const now = await eventUnderWay('Diez de Primavera')
  const later = await eventUnderWay('Diez de Otoño', { startsInDays: 60, lastsDays: 30 })
  const token = await adminToken(site.baseURL)
  await adminPatch(site.baseURL, token, `/events/${now.id}`, { deferTo: [later.id] })
  const runner = { email: `defer.${Date.now()}@example.com`, password: 'defer-runner-password' }
  await enteredRunner(site.baseURL, now.slug, runner.email, { firstName: 'Lola', lastName: 'García', password: runner.password })
  const entryId = await entryIn(runner, now.id)

  const { page, context } = await newPage(browser, { locale: 'es-ES' })
  await signIn(page, runner)
  await page.goto(`/account/races/${entryId}?lang=es`)
  const section = page.locator('section.booking-deferral')
  await expect(section.getByRole('heading', { name: t.title })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await section.getByLabel(t.event).selectOption(String(later.id))
  await section.getByRole('button', { name: t.button }).click()
  await expect(section).toContainText(fill(t.confirm, { event: later.title }))
  await section.getByRole('button', { name: t.yes }).click()
  await expect(page.getByRole('heading', { level: 1, name: later.title })).toBeVisible()
  await expect(page.locator('section.booking-deferral')).toHaveCount(0)
  await context.close()
})

test('in German: a runner moves their entry to a later event, pays the difference at the checkout, and finds it there', async ({ browser }) => {
  test.setTimeout(120_000)
  const t = messages('de').deferral
  const now = await eventUnderWay('Frühlingslauf')
  const later = await eventUnderWay('Herbstlauf', { startsInDays: 60, lastsDays: 30 })
  const token = await adminToken(site.baseURL)
  const difference = [
    { currency: 'EUR', amount: 1000 },
    { currency: 'GBP', amount: 900 },
  ]
  await adminPatch(site.baseURL, token, `/events/${now.id}`, { deferTo: [later.id], deferralFee: difference })
  const runner = { email: `defer.fee.${Date.now()}@example.com`, password: 'defer-fee-password' }
  await enteredRunner(site.baseURL, now.slug, runner.email, { firstName: 'Jonas', lastName: 'Weber', password: runner.password })
  const entryId = await entryIn(runner, now.id)

  const { page, context } = await newPage(browser, { locale: 'de-DE' })
  await signIn(page, runner)
  await page.goto(`/de/account/races/${entryId}`)
  const section = page.locator('section.booking-deferral')
  await expect(section).toContainText(t.introWithFee.split('{date}')[0]!)
  await section.getByLabel(t.event).selectOption(String(later.id))
  await section.getByRole('button', { name: t.button }).click()
  await expect(section.getByRole('button', { name: t.yes })).toBeVisible()
  await section.getByRole('button', { name: t.yes }).click()
  // The difference is a line of the basket, paid like anything else; the entry has not moved yet.
  await page.waitForURL(/\/de\/checkout/)
  await fillCheckout(page, 'de', { address: { line1: 'Laufweg 3', city: 'Berlin', postcode: '10115', country: 'DE' } })
  await expect(page.getByText(messages('de').basket.deferralFee)).toBeVisible()
  await payByCard(page, 'de')
  await page.goto(`/de/account/races/${entryId}`)
  await expect(page.getByRole('heading', { level: 1, name: later.title })).toBeVisible()
  await context.close()
})

test('in Italian: a runner pays the event’s transfer fee at the checkout, and only then is their friend mailed', async ({ browser }) => {
  test.setTimeout(120_000)
  const t = messages('it').booking
  const event = await eventUnderWay('Staffetta degli Amici')
  const token = await adminToken(site.baseURL)
  await adminPatch(site.baseURL, token, `/events/${event.id}`, {
    transferFee: [
      { currency: 'EUR', amount: 500 },
      { currency: 'GBP', amount: 400 },
    ],
  })
  const runner = { email: `fee.transfer.${Date.now()}@example.com`, password: 'transfer-fee-password' }
  await enteredRunner(site.baseURL, event.slug, runner.email, { firstName: 'Giulia', lastName: 'Rossi', password: runner.password })
  const entryId = await entryIn(runner, event.id)
  const friend = `marco.${Date.now()}@example.com`

  const { page, context } = await newPage(browser, { locale: 'it-IT' })
  await signIn(page, runner)
  await page.goto(`/account/races/${entryId}?lang=it`)
  const section = page.locator('section.booking-transfer')
  await expect(section).toContainText(t.transferFee.split('{price}')[0]!)
  await section.getByLabel(t.friendEmail).fill(friend)
  await section.getByRole('button', { name: t.transferButton }).click()
  await page.waitForURL(/\/it\/checkout/)
  expect(lastMail(friend)).toBe('')
  await fillCheckout(page, 'it', { address: { line1: 'Via Roma 1', city: 'Milano', postcode: '20121', country: 'IT' } })
  await expect(page.getByText(messages('it').basket.transferFee)).toBeVisible()
  await payByCard(page, 'it')
  await expect.poll(() => lastMail(friend), { timeout: 20_000 }).toContain('claim-entry')
  await page.goto(`/account/races/${entryId}?lang=it`)
  await expect(page.locator('section.booking-transfer')).toContainText(fill(t.transferPendingText, { email: friend }))
  await context.close()
})
