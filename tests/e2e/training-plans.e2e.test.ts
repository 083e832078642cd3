import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { icsEvents, pdfText } from '../support/pdf-text'
import { adminGet, adminPost, adminToken } from './admin-api'
import { latestMail } from './customers'
import { newPage, openReady, seriousA11yViolations } from './browser'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const de = messages('de')
const password = 'plan-test-password'

type PlanDoc = { id: number; title: string; schedule: { sessions: { kind: string }[] }[] }
/** The seeded plan as an editor sees it (its sessions are not public). */
const planAsEditor = async (slug: string, locale: string) =>
  (await adminGet<{ docs: PlanDoc[] }>(baseURL, await adminToken(baseURL), `/training-plans?where[slug][equals]=${slug}&locale=${locale}&depth=0`)).docs[0]!

/** From the basket, the checkout with a billing address and the sandbox card; answers the order number. */
async function payByCard(page: Page, locale: string, email?: string) {
  const t = messages(locale).checkout
  await openReady(page, `${baseURL}/${locale}/checkout`)
  const form = page.locator('form.checkout__form')
  await expect.poll(() => form.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
  if (email) await form.getByLabel(t.email, { exact: true }).fill(email)
  // Nothing to send: no delivery address is asked for.
  expect(await form.locator('[name^="shippingAddress"]').count()).toBe(0)
  await form.getByLabel(t.firstName, { exact: true }).fill('Lena')
  await form.getByLabel(t.lastName, { exact: true }).fill('Läuferin')
  await form.getByLabel(t.addressLine1, { exact: true }).fill('Laufweg 1')
  await form.getByLabel(t.city, { exact: true }).fill('Berlin')
  await form.getByLabel(t.postcode, { exact: true }).fill('10115')
  await form.getByLabel(t.country, { exact: true }).selectOption('DE')
  await page.getByLabel(t.cardNumber).fill('4242 4242 4242 4242')
  await page.locator('.checkout__pay').click()
  await page.waitForURL(/\/order\?number=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/, { timeout: 30_000 })
  return new URL(page.url()).searchParams.get('number')!
}

async function addPlan(page: Page, title: string) {
  await openReady(page, `${baseURL}/de/training-plans`)
  await page.getByRole('button', { name: `${de.shop.addToBasket}: ${title}` }).click()
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1')
}

test.describe('training plans for sale', () => {
  test('a guest in de sees a preview, buys a paid plan by card, and opens all of it from the mail link', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE' })
    const plan = await planAsEditor('faster-10k', 'de')
    await openReady(page, `${baseURL}/de/training-plans`)
    expect(await page.locator('#faster-10k .plan__price').textContent()).toMatch(/^19,00\s£$/)
    expect(await page.locator('#first-5k .plan__price').textContent()).toBe(de.trainingPlans.free)
    expect(await seriousA11yViolations(page)).toEqual([])

    // Before buying: the first week only, as a preview.
    await openReady(page, `${baseURL}/de/training-plans/faster-10k`)
    expect(await page.locator('.plan-week').count()).toBe(1)
    expect(await page.locator('.plan__schedule h2').textContent()).toBe(de.trainingPlans.plan.previewTitle.replace('{weeks}', String(plan.schedule.length)))
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: plan.title, offers: { price: 19, priceCurrency: 'GBP' } })
    expect(await seriousA11yViolations(page)).toEqual([])
    // Its calendar is for buyers only.
    expect((await page.request.get(`${baseURL}/de/training-plans/faster-10k/calendar`)).status()).toBe(404)

    await addPlan(page, plan.title)
    const order = await payByCard(page, 'de', 'gast.plan@example.com')
    await expect.poll(() => latestMail(outbox, 'gast.plan@example.com')).toContain('/de/training-plans/faster-10k?order=')
    const link = /(http:\/\/[^"\s]+\/de\/training-plans\/faster-10k\?order=[^"\s&]+&(?:amp;)?access=[\w-]+)/.exec(latestMail(outbox, 'gast.plan@example.com'))?.[1]
    expect(link, 'the confirmation mail links to the plan').toBeDefined()
    expect(link).toContain(`order=${order}`)

    // A fresh browser (no cookies) opens the whole plan from the link.
    const guest = await newPage(browser, { locale: 'de-DE' })
    await openReady(guest.page, link!.replace(/&amp;/g, '&'))
    expect(await guest.page.locator('.plan__owned').textContent()).toBe(de.trainingPlans.plan.owned)
    expect(await guest.page.locator('.plan-week').count()).toBe(plan.schedule.length)
    const calendar = await guest.page.request.get(
      await guest.page
        .locator('.plan__downloads a')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    )
    expect(calendar.status()).toBe(200)
    expect(icsEvents(await calendar.text()).length).toBe(plan.schedule.flatMap((w) => w.sessions).filter((s) => s.kind !== 'rest').length)
    expect(guest.problems).toEqual([])
    await guest.context.close()
    expect(problems).toEqual([])
    await context.close()
  })

  test('a signed-in runner buys a plan, finishes it on their event’s last day, and downloads the .ics and the PDF in German', async ({ browser }) => {
    const email = 'plan.runner@example.com'
    await adminPost(baseURL, await adminToken(baseURL), '/customers', { email, password, firstName: 'Rita', lastName: 'Renner', _verified: true })
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE' })
    const t = de.entries

    await openReady(page, `${baseURL}/account?lang=de`)
    const signIn = page.locator('form.account-form')
    await signIn.getByLabel(de.account.email, { exact: true }).fill(email)
    await signIn.getByLabel(de.account.password, { exact: true }).fill(password)
    await Promise.all([page.waitForResponse((r) => r.url().includes('/actions/users/login') && r.status() === 200), signIn.getByRole('button', { name: de.account.signIn }).click()])
    await page.locator('#address-book-title').waitFor()
    expect(await page.locator('#plan-library-title + p').textContent()).toBe(de.account.noPlans)

    // An entry to the 24 Hour Challenge, which ends on 28 February.
    await openReady(page, `${baseURL}/de/events/individual-entry?event=24-hour-challenge&step=1`)
    const form = page.locator('form.entry-form')
    const type = form.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })
    await type.click()
    await expect.poll(() => type.isChecked()).toBe(true)
    await form.getByLabel(t.distance, { exact: true }).selectOption({ index: 1 })
    await form.getByLabel(t.startDate, { exact: true }).fill('2027-02-05')
    await form.getByRole('button', { name: t.saveEntry }).click()
    await expect.poll(() => form.getByRole('status').textContent()).toBe(t.saved)
    const next = page.locator('.entry-flow__nav').getByRole('button', { name: t.next, exact: true })
    for (const step of [2, 3, 4]) {
      await expect.poll(() => next.isEnabled()).toBe(true)
      await next.click()
      await page.waitForURL(new RegExp(`step=${step}$`))
    }
    await page.getByRole('link', { name: t.toCheckout }).click()
    await page.waitForURL(/\/checkout$/)
    const checkout = page.locator('form.checkout__form')
    await expect.poll(() => checkout.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
    await checkout.getByLabel(de.checkout.addressLine1, { exact: true }).fill('Laufweg 1')
    await checkout.getByLabel(de.checkout.city, { exact: true }).fill('Berlin')
    await checkout.getByLabel(de.checkout.postcode, { exact: true }).fill('10115')
    await page.getByLabel(de.checkout.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/[?&]order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/, { timeout: 30_000 })

    // The plan, bought while signed in, is in the account at once.
    const plan = await planAsEditor('first-marathon', 'de')
    await addPlan(page, plan.title)
    await payByCard(page, 'de')
    await openReady(page, `${baseURL}/account?lang=de`)
    await page.getByRole('link', { name: `${de.account.openPlan} ${plan.title}` }).click()
    await page.waitForURL(/\/de\/training-plans\/first-marathon$/)
    expect(await page.locator('.plan__owned').textContent()).toBe(de.trainingPlans.plan.owned)

    // Finish on the event's last day: the plan runs back from 28 February.
    // The only event entered is the one to finish on.
    expect(await page.getByLabel(de.trainingPlans.plan.finishWith).locator('option').count()).toBe(1)
    await Promise.all([page.waitForURL(/finish=\d+$/), page.locator('.plan-dates__form').last().getByRole('button', { name: de.trainingPlans.plan.datePlan }).click()])
    const weeks = plan.schedule.length
    const lastDay = '2027-02-28'
    const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (weeks * 7 - 1) * 86_400_000).toISOString().slice(0, 10)
    expect(await page.locator('.plan-session time').first().getAttribute('datetime')).toBe(firstDay)
    expect(await page.locator('.plan-session time').last().getAttribute('datetime')).toBe(lastDay)
    expect(await seriousA11yViolations(page)).toEqual([])

    const [calendarHref, pdfHref] = await page.locator('.plan__downloads a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    const calendar = await page.request.get(calendarHref!)
    expect(calendar.headers()['content-type']).toContain('text/calendar')
    const events = icsEvents(await calendar.text())
    expect(events).toHaveLength(plan.schedule.flatMap((w) => w.sessions).filter((s) => s.kind !== 'rest').length)
    expect(events[0]!.start).toBe(firstDay.replaceAll('-', ''))
    expect(events.at(-1)!.start).toBe(lastDay.replaceAll('-', ''))
    expect(events.at(-1)!.summary).toContain(de.trainingPlans.plan.kinds.race)

    const pdf = await page.request.get(pdfHref!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const text = (await pdfText(new Uint8Array(await pdf.body()))).join('\n')
    expect(text).toContain(plan.title)
    expect(text).toContain(`${de.trainingPlans.plan.week.replace('{week}', '1')} — `)
    expect(text).toContain(de.trainingPlans.plan.kinds.easy)
    expect(problems).toEqual([])
    await context.close()
  })
})
