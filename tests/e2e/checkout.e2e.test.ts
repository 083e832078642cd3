import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminGet, adminToken, signInToAdmin } from './admin-api'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { fillCheckout } from './checkout-form'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')

const cartCount = (page: Page) => page.getByTestId('cart-count')

async function add(page: Page, locale: string, slug: string, qty: number) {
  await openReady(page, `${locale === 'en' ? '' : `/${locale}`}/shop/products/${slug}`)
  const before = Number(await cartCount(page).textContent())
  if (qty > 1) await page.locator('.quantity input').fill(String(qty))
  await page.getByRole('button', { name: messages(locale).shop.addToBasket }).click()
  await expect(cartCount(page)).toHaveText(String(before + qty))
}

/** The buyer of these tests, at an address in Lyon. */
const inLyon = (email: string) => ({ email, firstName: 'Camille', lastName: 'Coureur', address: { line1: '12 rue du Stade', city: 'Lyon', postcode: '69007', country: 'FR' } })

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
    await fillCheckout(page, 'fr', inLyon('camille@example.com'))
    // A demo says so; the shipping to France is in the summary and on the button before anything is saved.
    await expect(page.locator('.demo-notice')).toHaveText(t.checkout.demoNotice)
    await expect(page.locator('.basket__totals')).not.toContainText(t.basket.shippingAtCheckout)
    // Two bottles at 18 € and 8,95 € to France, in the euro market (once the quote for France is in).
    await expect(page.getByTestId('basket-total')).toHaveText(/^44,95\s€$/)
    const shownTotal = (await page.getByTestId('basket-total').textContent()) ?? ''
    await expect(page.locator('.checkout__pay')).toContainText(shownTotal)
    // The summary names what is bought: its picture, title, quantity and price.
    const line = page.locator('.basket__summary .summary-line')
    await expect(line).toHaveCount(1)
    await expect(line.locator('img')).toHaveCount(1)
    await expect(line.locator('.summary-line__title')).not.toHaveText('')
    await expect(line.locator('.summary-line__qty')).toHaveText(/^2 × 18,00\s€$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByLabel(t.checkout.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/fr\/order\?number=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    await expect(page.locator('#order-title')).toHaveText(/^Commande MP-|MP-/)
    // What the button said is what was charged.
    await expect(page.getByTestId('order-total')).toHaveText(shownTotal)
    await expect(page.locator('.order-details address').first()).toContainText('12 rue du Stade')
    // The country by its name in the buyer's language, not its code.
    await expect(page.locator('.order-details address').first()).toContainText('France')
    expect(await stockOf('WATER-BOTTLE')).toBe(before - 2)
    await expect(cartCount(page)).toHaveText('0')
    // Sent by the job queue once the order is in.
    await expect.poll(() => mailsTo('camille@example.com').length).toBe(1)
    const [mail] = mailsTo('camille@example.com')
    expect(mail).toContain('Subject:')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])

    // Someone without the key sees nothing of the order.
    const orderUrl = new URL(page.url())
    const stranger = await page.request.get(`/fr/order?number=${orderUrl.searchParams.get('number')}&key=${'0'.repeat(32)}`)
    expect(stranger.status()).toBe(404)
    await context.close()
  })

  test('a declined card shows the decline text and leaves the cart as it was', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'race-belt', 1)
    await fillCheckout(page, 'en', inLyon('declined@example.com'))
    const email = page.locator('form.checkout__form').getByLabel('Email', { exact: true })
    await email.fill('')
    await page.locator('.checkout__pay').click()
    await expect(page.locator('#checkout-email-error')).toHaveText('This field is required')
    await email.fill('declined@example.com')
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.locator('.checkout__pay').click()
    await expect(page.locator('.checkout .form-error')).toHaveText('Your card was declined.')
    await expect(page).toHaveURL('/checkout')
    await expect(cartCount(page)).toHaveText('1')
    await context.close()
  })
})

test.describe('PayPal through the sandbox approval page: approving makes the order, cancelling returns to checkout (P4 P5)', () => {
  test('approve: the payment-complete page, the order, a new empty basket', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'medal-hanger', 1)
    await fillCheckout(page, 'en', inLyon('paypal@example.com'))
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: /^Pay £\d+\.\d{2} with PayPal$/ }).click()
    await page.waitForURL(/\/payment-approval\?reference=sbx_/)
    await page.getByRole('link', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/payment-complete\?gateway=paypal&sig=[\w-]+&order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    await expect(cartCount(page)).toHaveText('0')
    await page.getByRole('link', { name: 'View your order' }).click()
    await page.waitForURL(/\/order\?number=MP-/)
    await expect(page.locator('.order-details')).toContainText('Paid with PayPal')
    await expect.poll(() => mailsTo('paypal@example.com').length).toBe(1)
    await context.close()
  })

  test('the approval page is one of the site’s pages, styled by its stylesheet and in the buyer’s language (fr)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'fr-FR' })
    const t = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as typeof import('../../messages/en.json')
    await add(page, 'fr', 'medal-hanger', 1)
    await fillCheckout(page, 'fr', inLyon('approval.fr@example.com'))
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/fr\/payment-approval\?reference=sbx_/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sandboxApproval.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const approve = page.getByRole('link', { name: t.sandboxApproval.approve })
    // The site's button (its stylesheet applied under the page's policy), not the browser's blue underlined link.
    await expect(approve).toHaveCSS('text-decoration-line', 'none')
    await expect(approve).toHaveCSS('background-color', 'rgb(17, 17, 17)')
    await expect(page.getByRole('link', { name: t.sandboxApproval.cancel })).toBeVisible()
    await approve.click()
    await page.waitForURL(/\/payment-complete\?/)
    expect(problems).toEqual([])
    await context.close()
  })

  test("cancel: back to the checkout with 'Payment cancelled — your basket is as you left it.' and the cart intact", async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await add(page, 'en', 'medal-hanger', 1)
    await fillCheckout(page, 'en', inLyon('cancel@example.com'))
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: /^Pay £\d+\.\d{2} with PayPal$/ }).click()
    await page.waitForURL(/\/payment-approval\?reference=sbx_/)
    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(/\/checkout\?gateway=paypal&sig=[\w-]+&paymentError=payments.paymentCancelled$/)
    // A cancel is no error: a calm status, and the form's alert stays empty.
    await expect(page.locator('.checkout__notice')).toHaveText('Payment cancelled — your basket is as you left it.')
    await expect(page.locator('.checkout .form-error')).toHaveText('')
    await expect(cartCount(page)).toHaveText('1')
    await expect(page.locator('form.checkout__form').getByLabel('Email', { exact: true })).toHaveValue('cancel@example.com')
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked()
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
        await fillCheckout(page, 'en', { email: `amount.${country.toLowerCase()}.${gateway}@example.com`, firstName: 'Robin', address: { ...address, country } })
        if (gateway === 'paypal') await page.getByRole('radio', { name: 'PayPal' }).check()
        // The shipping to the country is priced on the page before anything is sent.
        await expect(page.getByTestId('basket-total')).toHaveText(address.total)
        const button = page.locator('.checkout__pay')
        await expect(button).toHaveText(gateway === 'card' ? `Pay ${address.total}` : `Pay ${address.total} with PayPal`)
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
        await expect(page.getByTestId('order-total')).toHaveText(address.total)
        await context.close()
      }
    })
})

test.describe('orders in the admin', () => {
  test('the editor finds the order, reads its lines and exports what the list shows as CSV', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await signInToAdmin(page)

    await page.goto('/admin/collections/orders?where[email][equals]=camille@example.com')
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toBeVisible({ timeout: 30_000 })
    // Amounts kept in pence read as money.
    // Money with its currency's sign, never minor units (the newest order may be in any market's currency).
    await expect(page.locator('td.cell-totalPrice').first()).toHaveText(/^(?=.*(?:[£€$]|kr))\D*[\d,]+(?:\.\d{2})?\D*$/)
    await expect(exportLink).toHaveAttribute('href', /where/)
    const href = (await exportLink.getAttribute('href')) ?? ''
    // As the browser sends it when the link is clicked: Payload takes the session cookie only from the site itself.
    const csv = await page.request.get(href, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const rows = (await csv.text()).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('camille@example.com')
    expect(rows[1]).toContain('2 × WATER-BOTTLE')

    await page.getByRole('link', { name: /^MP-/ }).first().click()
    await expect(page.getByRole('table').filter({ hasText: 'Items' })).toContainText('WATER-BOTTLE', { timeout: 30_000 })
    await context.close()
  })
})
