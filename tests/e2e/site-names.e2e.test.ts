import fs from 'node:fs'
import http from 'node:http'
import type { Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { adminGet, adminPost, adminToken } from './admin-api'
import { newPage, openReady } from './browser'
import { expect, site, test } from './fixtures'

/**
 * One site under every name (issue 24): the browser tests' site has SITE_URL on 127.0.0.1 and
 * serves `localhost` on the same port as it is (SITE_ALIASES, tests/e2e/global-setup.ts). Any other
 * name, here `www.milepost.test` mapped to this machine, is redirected before a page is made there.
 */
const baseURL = site.baseURL
const port = () => new URL(site.baseURL).port
const password = 'site-names-password'
const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as typeof import('../../messages/en.json')
const t = en.entries

/** A raw GET under another Host header (fetch will not send one of its own). */
function getWithHost(host: string, path: string): Promise<{ status: number; location?: string; setCookie?: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: port(), path, headers: { host } }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location, setCookie: response.headers['set-cookie'] })
    })
    request.on('error', reject)
  })
}

async function signIn(page: Page, origin: string, email: string) {
  await openReady(page, `${origin}/account`)
  const form = page.locator('form.account-form')
  await form.getByLabel(en.account.email, { exact: true }).fill(email)
  await form.getByLabel(en.account.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: en.account.signIn }).click()
  await expect(page.locator('#address-book-title')).toBeVisible()
}

test.describe('one site under every name', () => {
  test('a page asked for under another name is sent to SITE_URL (308) before any session is made there', async () => {
    for (const path of ['/events?from=www', '/de/shop', '/admin', '/account']) {
      const answer = await getWithHost(`www.milepost.test:${port()}`, path)
      expect(answer.status, path).toBe(308)
      expect(answer.location).toBe(`${baseURL}${path}`)
      expect(answer.setCookie).toBeUndefined()
    }
    expect((await getWithHost(`localhost:${port()}`, '/events')).status).toBe(200)

    const browser = await launchChromium({ args: ['--host-resolver-rules=MAP www.milepost.test 127.0.0.1'] })
    try {
      const { page, context } = await newPage(browser)
      await page.goto(`http://www.milepost.test:${port()}/events?from=www`)
      await expect(page).toHaveURL(`${baseURL}/events?from=www`)
      await expect(page.locator('h1')).toBeVisible()
      expect((await context.cookies(`http://www.milepost.test:${port()}`)).map((c) => c.name)).toEqual([])
      await context.close()
    } finally {
      await browser.close()
    }
  })

  test('signed in under a second name the site serves (SITE_ALIASES), a runner completes an entry there', async ({ browser }) => {
    const alias = `http://localhost:${port()}`
    const email = 'alias.runner@example.com'
    await adminPost(baseURL, await adminToken(baseURL), '/customers', { email, password, firstName: 'Ali', lastName: 'Alias', _verified: true })
    const { page, context } = await newPage(browser)
    await signIn(page, alias, email)

    await openReady(page, `${alias}/events/enter?event=spring-10k`)
    await page.getByRole('link', { name: new RegExp(t.individualTitle) }).click()
    await expect(page).toHaveURL(`${alias}/events/individual-entry?event=spring-10k&step=1`)
    const form = page.locator('form.entry-form')
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(email)
    const adult = form.getByRole('radio', { name: new RegExp(`^${t.adult} ·`) })
    await adult.click()
    await expect(adult).toBeChecked()
    await form.getByLabel(t.distance, { exact: true }).selectOption({ index: 2 })
    await form.getByRole('button', { name: t.saveEntry }).click()
    await expect(form.getByRole('status')).toHaveText(t.saved)

    const next = page.locator('.entry-flow__nav').getByRole('button', { name: t.next, exact: true })
    for (const step of [2, 3, 4]) {
      await expect(next).toBeEnabled()
      await next.click()
      await expect(page).toHaveURL(new RegExp(`step=${step}$`))
    }
    await page.getByRole('link', { name: t.toCheckout }).click()
    await expect(page).toHaveURL(`${alias}/checkout`)
    const checkout = page.locator('form.checkout__form')
    const c = en.checkout
    await expect(checkout.locator('#billingAddress-countryCode option').nth(200)).toBeAttached()
    await checkout.getByLabel(c.firstName, { exact: true }).fill('Ali')
    await checkout.getByLabel(c.lastName, { exact: true }).fill('Alias')
    await checkout.getByLabel(c.addressLine1, { exact: true }).fill('1 Track Lane')
    await checkout.getByLabel(c.city, { exact: true }).fill('Leeds')
    await checkout.getByLabel(c.postcode, { exact: true }).fill('LS1 1AA')
    await page.getByLabel(c.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    // Back on the name the runner paid from: their cart and session live there.
    await expect(page).toHaveURL(new RegExp(`^${alias}/events/individual-entry\\?.*order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$`), { timeout: 30_000 })
    await expect(page.locator('.entry-complete__title')).toHaveText(t.completeTitle)

    const token = await adminToken(baseURL)
    const entries = await adminGet<{ docs: { email: string }[] }>(baseURL, token, `/entries?where[email][equals]=${email}&depth=0`)
    expect(entries.docs).toHaveLength(1)

    await openReady(page, `${alias}/events/enter?event=spring-10k`)
    await expect(page.locator('.entry-notice__title')).toHaveText(t.alreadyEnteredUser)
    await context.close()
  })

  test('when the already-entered check cannot answer, the entry pages offer nothing and ask again', async ({ browser }) => {
    const email = 'check.fails@example.com'
    await adminPost(baseURL, await adminToken(baseURL), '/customers', { email, password, firstName: 'Cai', lastName: 'Check', _verified: true })
    const { page, context } = await newPage(browser)
    await signIn(page, baseURL, email)
    await page.route('**/actions/milepost/entries/validate-entries', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
    await openReady(page, `${baseURL}/events/enter?event=spring-10k`)
    await expect(page.getByText(t.checkFailed)).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(t.individualTitle) })).toHaveCount(0)

    await page.goto(`${baseURL}/events/individual-entry?event=spring-10k&step=1`)
    await expect(page.getByText(t.checkFailed)).toBeVisible()
    await expect(page.locator('form.entry-form')).toHaveCount(0)

    await page.unroute('**/actions/milepost/entries/validate-entries')
    await page.getByRole('button', { name: t.checkAgain }).click()
    await expect(page.locator('form.entry-form')).toBeVisible()
    await context.close()
  })
})
