import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { icsEvents, pdfText } from '../support/pdf-text'
import { adminGet, adminToken } from './admin-api'
import { latestMail } from './customers'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { fillCheckout, payByCard } from './checkout-form'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const de = messages('de')

type PlanDoc = { id: number; title: string; schedule: { sessions: { kind: string }[] }[] }
/** The seeded plan as an editor sees it (its sessions are not public). */
const planAsEditor = async (slug: string, locale: string) =>
  (await adminGet<{ docs: PlanDoc[] }>(baseURL, await adminToken(baseURL), `/training-plans?where[slug][equals]=${slug}&locale=${locale}&depth=0`)).docs[0]!

/** From the basket, the checkout with a billing address and the sandbox card; answers the order number. */
async function buyByCard(page: Page, email?: string) {
  await fillCheckout(page, 'de', { email, firstName: 'Lena', lastName: 'Läuferin', address: { line1: 'Laufweg 1', city: 'Berlin', postcode: '10115', country: 'DE' } })
  // Nothing to send: no delivery address is asked for.
  await expect(page.locator('form.checkout__form [name^="shippingAddress"]')).toHaveCount(0)
  return payByCard(page, 'de')
}

async function addPlan(page: Page, title: string) {
  await openReady(page, '/de/training-plans')
  await page.getByRole('button', { name: `${de.shop.addToBasket}: ${title}` }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
}

test.describe('training plans for sale', () => {
  test('a guest in de sees a preview, buys a paid plan by card, and opens all of it from the mail link', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE' })
    const plan = await planAsEditor('faster-10k', 'de')
    await openReady(page, '/de/training-plans')
    await expect(page.locator('#faster-10k .plan__price')).toHaveText(new RegExp(`^22,00\\s€\\s${de.shop.taxIncluded.replace(/\./g, '\\.')}$`))
    await expect(page.locator('#first-5k .plan__price')).toHaveText(de.trainingPlans.free)
    expect(await seriousA11yViolations(page)).toEqual([])

    // Before buying: the first week only, as a preview.
    await openReady(page, '/de/training-plans/faster-10k')
    await expect(page.locator('.plan-week')).toHaveCount(1)
    await expect(page.locator('.plan__schedule h2')).toHaveText(de.trainingPlans.plan.previewTitle.replace('{weeks}', String(plan.schedule.length)))
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '')
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: plan.title, offers: expect.arrayContaining([expect.objectContaining({ price: 22, priceCurrency: 'EUR' })]) })
    expect(await seriousA11yViolations(page)).toEqual([])
    // Its calendar is for buyers only.
    expect((await page.request.get('/de/training-plans/faster-10k/calendar')).status()).toBe(404)

    await addPlan(page, plan.title)
    const order = await buyByCard(page, 'gast.plan@example.com')
    await expect.poll(() => latestMail(outbox, 'gast.plan@example.com')).toContain('/de/training-plans/faster-10k?order=')
    const link = /(http:\/\/[^"\s]+\/de\/training-plans\/faster-10k\?order=[^"\s&]+&(?:amp;)?access=[\w-]+)/.exec(latestMail(outbox, 'gast.plan@example.com'))?.[1]
    expect(link, 'the confirmation mail links to the plan').toBeDefined()
    expect(link).toContain(`order=${order}`)

    // A fresh browser (no cookies) opens the whole plan from the link.
    const guest = await newPage(browser, { locale: 'de-DE' })
    await openReady(guest.page, link!.replace(/&amp;/g, '&'))
    await expect(guest.page.locator('.plan__owned')).toHaveText(de.trainingPlans.plan.owned)
    await expect(guest.page.locator('.plan-week')).toHaveCount(plan.schedule.length)
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

  test('a signed-in runner buys a plan, finishes it on their event’s last day, and downloads the .ics and the PDF in German', async ({ signedInPage }) => {
    const { page, problems } = await signedInPage({ customer: { firstName: 'Rita', lastName: 'Renner' }, context: { locale: 'de-DE' } })
    const t = de.entries

    await openReady(page, '/account?lang=de')
    await expect(page.locator('#plan-library-title + p')).toHaveText(de.account.noPlans)

    // An entry to the 24 Hour Challenge, which ends on 28 February.
    await openReady(page, '/de/events/individual-entry?event=24-hour-challenge&step=1')
    const form = page.locator('form.entry-form')
    const type = form.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })
    await type.click()
    await expect(type).toBeChecked()
    await form.getByLabel(t.distance, { exact: true }).selectOption({ index: 1 })
    await form.getByLabel(t.startDate, { exact: true }).fill('2027-02-05')
    await form.getByRole('button', { name: t.saveEntry }).click()
    await expect(form.getByRole('status')).toHaveText(t.saved)
    const next = page.locator('.entry-flow__nav').getByRole('button', { name: t.next, exact: true })
    for (const step of [2, 3, 4]) {
      await expect(next).toBeEnabled()
      await next.click()
      await page.waitForURL(new RegExp(`step=${step}$`))
    }
    await page.getByRole('link', { name: t.toCheckout }).click()
    await page.waitForURL(/\/checkout$/)
    const checkout = page.locator('form.checkout__form')
    await expect(checkout.locator('#billingAddress-countryCode option[value="DE"]')).toBeAttached()
    await checkout.getByLabel(de.checkout.addressLine1, { exact: true }).fill('Laufweg 1')
    await checkout.getByLabel(de.checkout.city, { exact: true }).fill('Berlin')
    await checkout.getByLabel(de.checkout.postcode, { exact: true }).fill('10115')
    await page.getByLabel(de.checkout.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/[?&]order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/, { timeout: 30_000 })

    // The plan, bought while signed in, is in the account at once.
    const plan = await planAsEditor('first-marathon', 'de')
    await addPlan(page, plan.title)
    await buyByCard(page)
    await openReady(page, '/account?lang=de')
    await page.getByRole('link', { name: `${de.account.openPlan} ${plan.title}` }).click()
    await page.waitForURL(/\/de\/training-plans\/first-marathon$/)
    await expect(page.locator('.plan__owned')).toHaveText(de.trainingPlans.plan.owned)

    // Finish on the event's last day: the plan runs back from 28 February.
    // The only event entered is the one to finish on.
    await expect(page.getByLabel(de.trainingPlans.plan.finishWith).locator('option')).toHaveCount(1)
    await Promise.all([page.waitForURL(/finish=\d+$/), page.locator('.plan-dates__form').last().getByRole('button', { name: de.trainingPlans.plan.datePlan }).click()])
    const weeks = plan.schedule.length
    const lastDay = '2027-02-28'
    const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (weeks * 7 - 1) * 86_400_000).toISOString().slice(0, 10)
    await expect(page.locator('.plan-session time').first()).toHaveAttribute('datetime', firstDay)
    await expect(page.locator('.plan-session time').last()).toHaveAttribute('datetime', lastDay)
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
  })
})
