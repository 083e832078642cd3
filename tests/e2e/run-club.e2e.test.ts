import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { formatMoney, money } from '../../src/commerce/money'
import { formatPercent } from '../../src/i18n/format'
import { demoMember } from '../../src/seed/run-club'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { confirmedCustomer } from './customers'
import { exactly } from './text'

const baseURL = site.baseURL
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const pageTitles = (locale: string) => (JSON.parse(fs.readFileSync(`src/seed/content/${locale}.json`, 'utf8')) as { runClub: Record<string, { title: string }> }).runClub
const fr = messages('fr')
const es = messages('es')

async function signIn(page: Page, t: Messages, email: string, password: string) {
  await openReady(page, page.url())
  const form = page.locator('form.account-form')
  await form.getByLabel(t.account.email, { exact: true }).fill(email)
  await form.getByLabel(t.account.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: t.account.signIn }).click()
}

/** Adds the race belt (kit, £19, 22 € in the euro market these locales shop in) and tries a discount code in the basket. */
async function tryCodeOnKit(page: Page, locale: string, t: Messages, code: string) {
  await openReady(page, `${baseURL}/${locale}/shop/products/race-belt`)
  await page.getByRole('button', { name: t.shop.addToBasket }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await openReady(page, `${baseURL}/${locale}/basket`)
  await page.getByLabel(t.basket.couponLabel).fill(code)
  await page.getByRole('button', { name: t.basket.applyCoupon }).click()
}

test.describe('members see the run club’s members’ pages and their codes; other customers get the join prompt (C2 U4)', () => {
  test('a member who signs in from a members’ page sees members-home, their codes and the club kit, and CLUB15 works in their basket (fr)', async ({ browser }) => {
    const { page, context } = await newPage(browser, { locale: 'fr-FR' })
    await openReady(page, `${baseURL}/fr/run-club/members-home`)
    await expect(page.locator('.join-prompt h1')).toHaveText(fr.runClub.membersOnly)
    await page.getByRole('link', { name: fr.runClub.signIn }).click()
    await page.waitForURL(/\/account\?lang=fr&return=%2Ffr%2Frun-club%2Fmembers-home$/)
    await signIn(page, fr, demoMember.email, demoMember.password)
    await page.waitForURL(`${baseURL}/fr/run-club/members-home`)

    await expect(page.locator('h1')).toHaveText(pageTitles('fr')['members-home']!.title)
    const events = page.locator('section[aria-labelledby="run-club-events"]')
    await expect(events.locator('h2').first()).toHaveText(fr.runClub.eventsHeading)
    await expect(events.locator('a[href="/fr/events/midsummer-relay"]').first()).toBeAttached()
    const codes = page.locator('section[aria-labelledby="run-club-discounts"]')
    await expect(codes.locator('.discount__code')).toHaveText(['CLUB15'])
    const gear = page.locator('section[aria-labelledby="run-club-gear"]')
    await expect
      .poll(() => gear.locator('.tile__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')).sort()))
      .toEqual(['/fr/shop/products/buff-neck-warmer', '/fr/shop/products/running-cap'])
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('link', { name: fr.runClub.seeAllDiscounts }).click()
    await page.waitForURL(`${baseURL}/fr/run-club/discounts`)
    await expect(page.locator('h1')).toHaveText(pageTitles('fr').discounts!.title)
    const club15 = page.locator('.discount', { hasText: 'CLUB15' })
    await expect(club15.locator('.discount__what')).toHaveText(exactly(fr.runClub.discountMerch.replace('{amount}', formatPercent(15, 'fr'))))
    await expect(page.locator('.discount-list__how')).toHaveText(fr.runClub.discountHow)
    expect(await seriousA11yViolations(page)).toEqual([])

    await openReady(page, `${baseURL}/fr/run-club/gear`)
    await expect(page.locator('.run-club-lists .tile')).toHaveCount(2)
    await openReady(page, `${baseURL}/fr/run-club/events`)
    await expect(page.locator('.run-club-lists .tile__title a')).toHaveCount(1)

    await tryCodeOnKit(page, 'fr', fr, 'club15')
    await expect(page.locator('.coupon--applied p')).toHaveText(fr.basket.couponApplied.replace('{code}', 'CLUB15'))
    await expect(page.getByTestId('basket-total')).toHaveText(exactly(formatMoney(money(2200 - 330, 'EUR'), 'fr')))
    await context.close()
  })

  test('a signed-in customer who is not a member gets the join prompt, and their basket refuses CLUB15 (es)', async ({ browser, login }) => {
    await confirmedCustomer(baseURL, site.dataDir, { email: 'pablo@example.com', password: 'pablos-long-password', firstName: 'Pablo', lastName: 'Corredor' })
    const { page, context, problems } = await newPage(browser, { locale: 'es-ES' })
    await login(page, { email: 'pablo@example.com', password: 'pablos-long-password' })
    await openReady(page, `${baseURL}/account?lang=es`)
    await expect(page.locator('h1')).toHaveText(es.account.hello.replace('{name}', 'Pablo'))

    for (const members of ['members-home', 'discounts', 'gear']) {
      await openReady(page, `${baseURL}/es/run-club/${members}`)
      await expect(page.locator('.join-prompt h1')).toHaveText(es.runClub.membersOnly)
      await expect(page.locator('.join-prompt a[href="/es/run-club/join"]')).toHaveText(es.runClub.join)
      // Signed in already: nobody asks them to sign in.
      await expect(page.getByRole('link', { name: es.runClub.signIn })).toHaveCount(0)
      await expect(page.locator('.run-club-lists, .discount')).toHaveCount(0)
    }

    await tryCodeOnKit(page, 'es', es, 'CLUB15')
    await expect(page.locator('.coupon .field__error')).toHaveText(`${es.cart.couponNotValid} ${es.cart.couponWhy.membersOnly}`)
    await expect(page.getByTestId('basket-total')).toHaveText(exactly(formatMoney(money(2200, 'EUR'), 'es')))
    expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/es\/actions\/milepost\/cart\/update-cart\)$/)])
    await context.close()
  })
})
