import type { Page } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { expect, test } from './fixtures'
import { type RunningSite, startSite } from '../../scripts/lib/site-process'
import { startFakeStripe } from '../support/fake-stripe'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { fillCheckout } from './checkout-form'

/**
 * Stripe.js as the page sees it, standing in for the script Stripe serves: a card field that makes
 * payment methods named as Stripe's test ones (the fake Stripe API on the server knows them).
 */
const FAKE_STRIPE_JS = `
(function () {
  function Stripe(key) {
    if (!/^pk_test_/.test(key)) throw new Error('bad key')
    return {
      _registerWrapper: function () {},
      elements: function () {
        return {
          create: function () {
            var input = null
            return {
              mount: function (node) {
                input = document.createElement('input')
                input.setAttribute('aria-label', 'Card number')
                input.setAttribute('inputmode', 'numeric')
                node.appendChild(input)
              },
              on: function () {},
              destroy: function () { if (input) input.remove() },
              _value: function () { return input ? input.value.replace(/\\D/g, '') : '' },
            }
          },
        }
      },
      createPaymentMethod: function (args) {
        var n = args.card._value()
        if (n.length < 16) return Promise.resolve({ error: { message: 'Your card number is incomplete.' } })
        var id = n === '4000000000000002' ? 'pm_card_chargeDeclined' : n === '4000002500003155' ? 'pm_card_threeDSecure2Required' : 'pm_card_visa'
        return Promise.resolve({ paymentMethod: { id: id } })
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
`

let site: RunningSite
let fake: Awaited<ReturnType<typeof startFakeStripe>>

test.beforeAll(async () => {
  fake = await startFakeStripe()
  site = await startSite({ STRIPE_SECRET_KEY: 'sk_test_milepost', STRIPE_PUBLISHABLE_KEY: 'pk_test_milepost', STRIPE_WEBHOOK_SECRET: 'whsec_e2e', STRIPE_API_URL: fake.url })
})
test.afterAll(async () => {
  await site?.stop()
  await fake?.close()
})

/** A page on this file's own site, whose Stripe.js and 3-D Secure bank page are the fakes. */
async function stripePage(browser: Browser) {
  const opened = await newPage(browser, { baseURL: site.baseURL })
  const scripts: string[] = []
  await opened.page.route('https://js.stripe.com/**', (route) => {
    scripts.push(route.request().url())
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS })
  })
  // The bank's 3-D Secure page: the buyer passes it, and the bank sends them to Stripe's return URL.
  await opened.page.route('https://hooks.stripe.test/**', (route) => {
    const id = route.request().url().split('/').pop()!
    const back = fake.intent(id)!.next_action!.redirect_to_url.return_url
    fake.authenticate(id)
    return route.fulfill({ status: 302, headers: { location: back } })
  })
  return { ...opened, scripts }
}

async function toCheckout(page: Page) {
  await openReady(page, '/shop/products/race-belt')
  await page.getByRole('button', { name: 'Add to basket' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await fillCheckout(page, 'en', { email: 'stripe-buyer@example.com', lastName: 'Strider', address: { line1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' } })
}

test.describe('card payments with Stripe configured', () => {
  test('Stripe.js loads on the checkout only, and its payment method pays at once', async ({ browser }) => {
    const { page, context, scripts, problems } = await stripePage(browser)
    await openReady(page, '/shop/products/race-belt')
    expect(scripts).toEqual([])
    await toCheckout(page)
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible()
    expect(scripts).toHaveLength(1)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/order\?number=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('payment_method') === 'pm_card_visa')
    expect(created).toHaveLength(1)
    expect(created[0]!.form.get('receipt_email')).toBe('stripe-buyer@example.com')
    expect(problems).toEqual([])
    await context.close()
  })

  test('a card needing 3-D Secure goes to the bank and comes back to its order', async ({ browser }) => {
    const { page, context } = await stripePage(browser)
    await toCheckout(page)
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0025 0000 3155')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/payment-complete\?gateway=card&sig=[\w-]+&order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
    await context.close()
  })

  test('Stripe’s own words for a declined or incomplete card, and the cart stays', async ({ browser }) => {
    const { page, context } = await stripePage(browser)
    await toCheckout(page)
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242')
    await page.locator('.checkout__pay').click()
    await expect(page.locator('.checkout .form-error')).toHaveText('Your card number is incomplete.')
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
    await page.locator('.checkout__pay').click()
    await expect(page.locator('.checkout .form-error')).toHaveText('Your card was declined.')
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await context.close()
  })
})
