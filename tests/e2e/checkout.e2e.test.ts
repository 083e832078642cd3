import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminGet, adminToken, signInToAdmin } from './admin-api'
import { newPage, openReady, seriousA11yViolations } from './browser'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')

const count = (page: Page) => page.getByTestId('cart-count').textContent()
const openPage = (page: Page, path: string) => openReady(page, `${baseURL}${path}`)

async function add(page: Page, locale: string, slug: string, qty: number) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  await openPage(page, `${prefix}/shop/products/${slug}`)
  const before = Number(await count(page))
  if (qty > 1) await page.locator('.quantity input').fill(String(qty))
  await page.getByRole('button', { name: messages(locale).shop.addToBasket }).click()
  await expect.poll(async () => Number(await count(page))).toBe(before + qty)
}

async function fillCheckout(page: Page, locale: string, email: string) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  await openPage(page, `${prefix}/checkout`)
  const form = page.locator('form.checkout__form')
  const t = messages(locale).checkout
  // Labels are the visible, translated ones; the form's own fields only (the footer has a newsletter form too).
  await form.getByLabel(t.email, { exact: true }).fill(email)
  await form.getByLabel(t.firstName, { exact: true }).fill('Camille')
  await form.getByLabel(t.lastName, { exact: true }).fill('Coureur')
  await form.getByLabel(t.addressLine1, { exact: true }).fill('12 rue du Stade')
  await form.getByLabel(t.city, { exact: true }).fill('Lyon')
  await form.getByLabel(t.postcode, { exact: true }).fill('69007')
  await expect.poll(() => form.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
  await form.getByLabel(t.country, { exact: true }).selectOption('FR')
}

async function stockOf(sku: string): Promise<number> {
  const token = await adminToken(baseURL)
  const { docs } = await adminGet<{ docs: { stock: number }[] }>(baseURL, token, `/variants?where[sku][like]=${sku}&depth=0&limit=1`)
  return docs[0]!.stock
}

const mailsTo = (email: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
    : []

test.describe('a guest pays by sandbox card and gets the order page, the mail and a new basket; a decline keeps the cart (P1 P3 P4 P6)', () => {
  test('a guest buys two items in fr: order page, confirmation mail, stock taken, new empty basket', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'fr-FR' })
    const t = messages('fr')
    const before = await stockOf('WATER-BOTTLE')
    await add(page, 'fr', 'water-bottle', 2)
    await fillCheckout(page, 'fr', 'camille@example.com')
    // A demo says so; the shipping to France is in the summary and on the button before anything is saved.
    expect(await page.locator('.demo-notice').textContent()).toBe(t.checkout.demoNotice)
    await expect.poll(() => page.locator('.basket__totals').textContent()).not.toContain(t.basket.shippingAtCheckout)
    const payLabel = (await page.locator('.checkout__pay').textContent())!
    const shownTotal = (await page.getByTestId('basket-total').textContent())!
    expect(payLabel).toContain(shownTotal)
    // The summary names what is bought: its picture, title, quantity and price.
    const line = page.locator('.basket__summary .summary-line')
    expect(await line.count()).toBe(1)
    expect(await line.locator('img').count()).toBe(1)
    expect(await line.locator('.summary-line__title').textContent()).not.toBe('')
    expect(await line.locator('.summary-line__qty').textContent()).toMatch(/^2 × \d+,\d{2}\s£$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByLabel(t.checkout.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/fr\/order\?number=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    expect(await page.locator('#order-title').textContent()).toMatch(/^Commande MP-|MP-/)
    expect(await page.getByTestId('order-total').textContent()).toMatch(/^3[0-9],[0-9]{2}\s£$/)
    // What the button said is what was charged.
    expect(await page.getByTestId('order-total').textContent()).toBe(shownTotal)
    expect(await page.locator('.order-details address').first().textContent()).toContain('12 rue du Stade')
    // The country by its name in the buyer's language, not its code.
    expect(await page.locator('.order-details address').first().textContent()).toContain('France')
    expect(await stockOf('WATER-BOTTLE')).toBe(before - 2)
    await expect.poll(() => count(page)).toBe('0')
    // Sent by the job queue once the order is in.
    await expect.poll(() => mailsTo('camille@example.com').length).toBe(1)
    const [mail] = mailsTo('camille@example.com')
    expect(mail).toContain('Subject:')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])

    // Someone without the key sees nothing of the order.
    const orderUrl = new URL(page.url())
    const stranger = await page.request.get(`${baseURL}/fr/order?number=${orderUrl.searchParams.get('number')}&key=${'0'.repeat(32)}`)
    expect(stranger.status()).toBe(404)
    await context.close()
  })

  test('a declined card shows the decline text and leaves the cart as it was', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'race-belt', 1)
    await fillCheckout(page, 'en', 'declined@example.com')
    const email = page.locator('form.checkout__form').getByLabel('Email', { exact: true })
    await email.fill('')
    await page.locator('.checkout__pay').click()
    await expect.poll(() => page.locator('#checkout-email-error').textContent()).toBe('This field is required')
    await email.fill('declined@example.com')
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.locator('.checkout__pay').click()
    await expect.poll(() => page.locator('.checkout .form-error').textContent()).toBe('Your card was declined.')
    expect(page.url()).toBe(`${baseURL}/checkout`)
    expect(await count(page)).toBe('1')
    await context.close()
  })
})

test.describe('PayPal through the sandbox approval page: approving makes the order, cancelling returns to checkout (P4 P5)', () => {
  test('approve: the payment-complete page, the order, a new empty basket', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'medal-hanger', 1)
    await fillCheckout(page, 'en', 'paypal@example.com')
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: /^Pay £\d+\.\d{2} with PayPal$/ }).click()
    await page.waitForURL(/\/payment-approval\?reference=sbx_/)
    await page.getByRole('link', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/payment-complete\?gateway=paypal&sig=[\w-]+&order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    await expect.poll(() => count(page)).toBe('0')
    await page.getByRole('link', { name: 'View your order' }).click()
    await page.waitForURL(/\/order\?number=MP-/)
    expect(await page.locator('.order-details').textContent()).toContain('Paid with PayPal')
    await expect.poll(() => mailsTo('paypal@example.com').length).toBe(1)
    await context.close()
  })

  test('the approval page is one of the site’s pages, styled by its stylesheet and in the buyer’s language (fr)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'fr-FR' })
    const t = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as typeof import('../../messages/en.json')
    await add(page, 'fr', 'medal-hanger', 1)
    await fillCheckout(page, 'fr', 'approval.fr@example.com')
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/fr\/payment-approval\?reference=sbx_/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sandboxApproval.title)
    expect(await page.getAttribute('html', 'lang')).toBe('fr')
    const approve = page.getByRole('link', { name: t.sandboxApproval.approve })
    // The site's button (its stylesheet applied under the page's policy), not the browser's blue underlined link.
    expect(await approve.evaluate((a) => [getComputedStyle(a).textDecorationLine, getComputedStyle(a).backgroundColor])).toEqual(['none', 'rgb(17, 17, 17)'])
    await expect(page.getByRole('link', { name: t.sandboxApproval.cancel })).toBeVisible()
    await approve.click()
    await page.waitForURL(/\/payment-complete\?/)
    expect(problems).toEqual([])
    await context.close()
  })

  test("cancel: back to the checkout with 'Payment cancelled — your basket is as you left it.' and the cart intact", async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'medal-hanger', 1)
    await fillCheckout(page, 'en', 'cancel@example.com')
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: /^Pay £\d+\.\d{2} with PayPal$/ }).click()
    await page.waitForURL(/\/payment-approval\?reference=sbx_/)
    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(/\/checkout\?gateway=paypal&sig=[\w-]+&paymentError=payments.paymentCancelled$/)
    // A cancel is no error: a calm status, and the form's alert stays empty.
    await expect(page.locator('.checkout__notice')).toHaveText('Payment cancelled — your basket is as you left it.')
    await expect(page.locator('.checkout .form-error')).toHaveText('')
    expect(await count(page)).toBe('1')
    expect(await page.locator('form.checkout__form').getByLabel('Email', { exact: true }).inputValue()).toBe('cancel@example.com')
    expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true)
    await context.close()
  })
})

test.describe('the amount on the button is the amount charged (P7)', () => {
  const addresses = {
    GB: { line1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA', total: '£22.95' },
    FR: { line1: '12 rue du Stade', city: 'Lyon', postcode: '69007', total: '£26.95' },
    US: { line1: '500 Main Street', city: 'Boston', postcode: '02108', total: '£31.95' },
  } as const

  for (const country of Object.keys(addresses) as (keyof typeof addresses)[])
    test(`a race belt sent to ${country}, by card and by PayPal`, async ({ browser }) => {
      const address = addresses[country]
      for (const gateway of ['card', 'paypal'] as const) {
        const { page, context } = await newPage(browser)
        await add(page, 'en', 'race-belt', 1)
        await openPage(page, '/checkout')
        const form = page.locator('form.checkout__form')
        await form.getByLabel('Email', { exact: true }).fill(`amount.${country.toLowerCase()}.${gateway}@example.com`)
        await form.getByLabel('First name', { exact: true }).fill('Robin')
        await form.getByLabel('Last name', { exact: true }).fill('Runner')
        await form.getByLabel('Address', { exact: true }).fill(address.line1)
        await form.getByLabel('Town or city', { exact: true }).fill(address.city)
        await form.getByLabel('Postcode', { exact: true }).fill(address.postcode)
        await expect.poll(() => form.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
        await form.getByLabel('Country', { exact: true }).selectOption(country)
        if (gateway === 'paypal') await page.getByRole('radio', { name: 'PayPal' }).check()
        // The shipping to the country is priced on the page before anything is sent.
        await expect.poll(() => page.getByTestId('basket-total').textContent()).toBe(address.total)
        const button = page.locator('.checkout__pay')
        await expect.poll(() => button.textContent()).toBe(gateway === 'card' ? `Pay ${address.total}` : `Pay ${address.total} with PayPal`)
        if (gateway === 'card') {
          await page.getByLabel('Card number').fill('4242 4242 4242 4242')
          await button.click()
        } else {
          await button.click()
          await page.waitForURL(/\/payment-approval\?reference=sbx_/)
          // What PayPal asks for is what the button said.
          await expect(page.locator('.sandbox-approval [role="note"]')).toContainText(address.total)
          await page.getByRole('link', { name: 'Approve payment' }).click()
          await page.waitForURL(/\/payment-complete\?/)
          await page.getByRole('link', { name: 'View your order' }).click()
        }
        await page.waitForURL(/\/order\?number=MP-/)
        expect(await page.getByTestId('order-total').textContent()).toBe(address.total)
        await context.close()
      }
    })
})

test.describe('orders in the admin', () => {
  test('the editor finds the order, reads its lines and exports what the list shows as CSV', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await signInToAdmin(page, baseURL)

    await page.goto(`${baseURL}/admin/collections/orders?where[email][equals]=camille@example.com`)
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect.poll(() => exportLink.isVisible(), { timeout: 30_000 }).toBe(true)
    // Amounts kept in pence read as money.
    expect(await page.locator('td.cell-totalPrice').first().textContent()).toMatch(/^£\d+\.\d{2}$/)
    const href = (await exportLink.getAttribute('href'))!
    expect(href).toContain('where')
    // As the browser sends it when the link is clicked: Payload takes the session cookie only from the site itself.
    const csv = await page.request.get(`${baseURL}${href}`, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const rows = (await csv.text()).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('camille@example.com')
    expect(rows[1]).toContain('2 × WATER-BOTTLE')

    await page.getByRole('link', { name: /^MP-/ }).first().click()
    await expect.poll(() => page.getByRole('table').filter({ hasText: 'Items' }).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByRole('table').filter({ hasText: 'Items' }).textContent()).toContain('WATER-BOTTLE')
    await context.close()
  })
})
