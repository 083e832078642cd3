import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminGet, adminToken } from './admin-api'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { fillCheckout, payByCard } from './checkout-form'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const en = messages('en')
/** The newest mail to an address, its quoted-printable body decoded (× and accents included). */
function mail(email: string): string {
  const raw = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .sort()
        .map((f) => fs.readFileSync(path.join(outbox, f), 'latin1'))
        .filter((m) => m.includes(`To: ${email}`))
        .at(-1)
    : undefined
  if (!raw) return ''
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The page at a phone's and a laptop's width, full length, under test-results/screenshots. */
async function screenshots(page: Page, name: string) {
  const dir = path.join('test-results', 'screenshots')
  fs.mkdirSync(dir, { recursive: true })
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(dir, `orders_${name}-${width}.png`), fullPage: true })
  }
}

const cartCount = (page: Page) => page.getByTestId('cart-count')

test.describe('what a buyer owns after paying', () => {
  test('a kit order names the size and colour on the order page and in the mail, and writes a US address as the US does', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    await openReady(page, '/shop/products/trail-hoodie')
    await page.getByRole('radio', { name: 'Deep navy' }).check()
    await page.locator('input[value="M"]').check()
    await page.getByRole('button', { name: en.shop.addToBasket }).click()
    await expect(cartCount(page)).toHaveText('1')
    await fillCheckout(page, 'en', { email: 'kit.buyer@example.com', address: { line1: '500 Main Street', city: 'Boston', county: 'MA', postcode: '02108', country: 'US' } })
    // The checkout's summary already names the variant.
    await expect(page.locator('.basket__summary .summary-line__details')).toContainText('Colour: Deep navy · Size: M')
    await payByCard(page, 'en')

    const details = page.locator('.order-details')
    await expect(details.locator('.order-details__lines li').first()).toContainText('1 × Trail Hoodie (Colour: Deep navy, Size: M')
    // The line is priced before the discount, like the subtotal it adds up to.
    await expect(details.locator('.order-details__lines li').first()).toContainText('£55.00')
    await expect(details.locator('address').last()).toHaveText(/Sam Runner500 Main StreetBoston, MA 02108United States of America/)
    await expect(details.locator('[data-step="nextKit"]')).toHaveText(en.order.nextKit)
    await expect(details.locator('[data-step="nextPlans"]')).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshots(page, 'kit-order-page')

    await expect.poll(() => mail('kit.buyer@example.com')).toContain('1 × Trail Hoodie (Colour: Deep navy, Size: M')
    expect(mail('kit.buyer@example.com')).toContain('Boston, MA 02108')
    // The mail as its reader sees it.
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail('kit.buyer@example.com'))?.[0]
    expect(html).toBeDefined()
    await page.setContent(html!)
    await screenshots(page, 'kit-order-mail')
    expect(problems).toEqual([])
    await context.close()
  })

  test('a guest cancels an unshipped kit order from the link in their mail, in Spanish: refunded in full and told so by mail', async ({ browser }) => {
    const es = messages('es')
    const email = `cancela.${Date.now()}@example.com`
    const buyer = await newPage(browser)
    await openReady(buyer.page, '/es/shop/products/trail-hoodie')
    await buyer.page.locator('input[type="radio"][name$="-colour"]').first().check()
    await buyer.page.locator('input[value="M"]').check()
    await buyer.page.getByRole('button', { name: es.shop.addToBasket }).click()
    await expect(cartCount(buyer.page)).toHaveText('1')
    await fillCheckout(buyer.page, 'es', { email, address: { line1: 'Calle Mayor 1', city: 'Madrid', postcode: '28013', country: 'ES' } })
    await payByCard(buyer.page, 'es')
    await buyer.context.close()

    // Later, from the mail, in a browser that has no session.
    await expect.poll(() => mail(email), { timeout: 20_000 }).toContain('/es/order?number=')
    const link = /https?:\/\/[^\s"<]+\/es\/order\?number=[^\s"<]+/.exec(mail(email))![0].replaceAll('&amp;', '&').replaceAll('&#38;', '&')
    const { page, context } = await newPage(browser, { locale: 'es-ES' })
    await page.goto(link.slice(link.indexOf('/es/order')))
    const cancel = page.locator('section.order-cancel')
    await expect(cancel.getByRole('heading', { name: es.orderCancel.title })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await cancel.getByRole('button', { name: es.orderCancel.button }).click()
    await cancel.getByRole('button', { name: es.orderCancel.confirm }).click()
    await expect(page.getByTestId('order-refunded')).toContainText(es.order.refundedInFull)
    await expect(page.locator('section.order-cancel')).toHaveCount(0)
    const number = new URL(link).searchParams.get('number')
    await expect.poll(() => mail(email), { timeout: 20_000 }).toContain(`Subject: Tu reembolso del pedido ${number}`)
    await context.close()
  })

  test('a guest buys a plan: the order page links it and says nothing of shipping; signing up later with that email and confirming it shows the order and the plan', async ({ browser, login }) => {
    const email = 'later.plan@example.com'
    const password = 'a-long-enough-password'
    const { docs } = await adminGet<{ docs: { title: string }[] }>(baseURL, await adminToken(baseURL), '/training-plans?where[slug][equals]=first-marathon&locale=en&depth=0')
    const title = docs[0]!.title
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    await openReady(page, '/training-plans')
    await page.getByRole('button', { name: `${en.shop.addToBasket}: ${title}` }).click()
    await expect(cartCount(page)).toHaveText('1')
    await fillCheckout(page, 'en', { email, address: { line1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' } })
    const number = await payByCard(page, 'en')

    const details = page.locator('.order-details')
    const open = details.getByRole('link', { name: en.order.openPlan.replace('{title}', title) })
    await expect(open).toHaveAttribute('href', new RegExp(`^/training-plans/first-marathon\\?order=${number}&access=[\\w-]+$`))
    await expect(details.locator('[data-step="nextPlans"]')).toHaveText(en.order.nextPlans)
    // Nothing is sent: no dispatch promise, no shipping line, no delivery address.
    await expect(page.locator('main')).not.toContainText(/dispatch|shipping/i)
    await expect(details.locator('[data-step="nextKit"]')).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshots(page, 'plan-order-page')
    await open.click()
    await page.waitForURL(/\/training-plans\/first-marathon\?order=/)
    await expect(page.locator('.plan__owned')).toHaveText(en.trainingPlans.plan.owned)

    // Later, in a browser of their own, the buyer creates an account with the same email.
    const later = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    await openReady(later.page, '/account/sign-up')
    const form = later.page.locator('form.account-form')
    await form.getByLabel(en.account.firstName, { exact: true }).fill('Sam')
    await form.getByLabel(en.account.lastName, { exact: true }).fill('Runner')
    await form.getByLabel(en.account.email, { exact: true }).fill(email)
    await form.getByLabel(en.account.password, { exact: true }).fill(password)
    await form.getByRole('button', { name: en.account.signUp }).click()
    await expect(later.page.locator('.account__done')).toBeVisible()
    await expect.poll(() => /\/account\/verify\?/.test(mail(email))).toBe(true)
    const link = /(http:\/\/[^"\s]+\/account\/verify\?[^"\s]+)/.exec(mail(email))![1]!.replace(/&amp;|&#38;/g, '&')
    await openReady(later.page, link)
    await expect(later.page.locator('h1')).toHaveText(en.account.verifiedTitle)
    await login(later.page, { email, password })
    await openReady(later.page, '/account')
    await expect(later.page.locator('.plan-library')).toContainText(title)
    await expect(later.page.locator('.order-history')).toContainText(number)
    await expect(later.page.locator('.order-history')).toContainText(`1 × ${title}`)
    await screenshots(later.page, 'plan-in-later-account')
    expect(later.problems).toEqual([])
    await later.context.close()
    expect(problems).toEqual([])
    await context.close()
  })

  test('cancelling on PayPal says so calmly in French and leaves the basket as it was', async ({ browser }) => {
    const fr = messages('fr')
    const { page, context } = await newPage(browser, { locale: 'fr-FR', viewport: { width: 1366, height: 900 } })
    await openReady(page, '/fr/shop/products/race-belt')
    await page.getByRole('button', { name: fr.shop.addToBasket }).click()
    await expect(cartCount(page)).toHaveText('1')
    await fillCheckout(page, 'fr', { email: 'annule@example.com', address: { line1: '12 rue du Stade', city: 'Lyon', postcode: '69007', country: 'FR' } })
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/fr\/payment-approval\?reference=sbx_/)
    await page.getByRole('link', { name: fr.sandboxApproval.cancel }).click()
    await page.waitForURL(/\/fr\/checkout\?gateway=paypal&sig=[\w-]+&paymentError=payments.paymentCancelled$/)
    await expect(page.locator('.checkout__notice')).toHaveText(fr.payments.paymentCancelled)
    await expect(page.locator('.checkout__notice')).toHaveAttribute('role', 'status')
    await expect(page.locator('.checkout .form-error')).toHaveText('')
    await expect(page.locator('.basket__summary .summary-line')).toHaveCount(1)
    await expect(cartCount(page)).toHaveText('1')
    await expect(page.locator('form.checkout__form').getByLabel(fr.checkout.email, { exact: true })).toHaveValue('annule@example.com')
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshots(page, 'paypal-cancel')
    await context.close()
  })
})
