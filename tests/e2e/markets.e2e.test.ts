import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { pdfText } from '../support/pdf-text'
import { fillCheckout, payByCard } from './checkout-form'
import { newPage, openReady } from './browser'
import { expect, site, test } from './fixtures'
import { lastMail } from './mail'

type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const cartCount = (page: Page) => page.getByTestId('cart-count')
const path = (locale: string, to: string) => `${locale === 'en' ? '' : `/${locale}`}${to}`
/** Any space Intl puts between a number and its sign or unit (narrow no-break, no-break, plain). */
const sp = '[\\s\\u00a0\\u202f]'

/** The invoice the order page links to, as its text. */
async function invoiceText(page: Page): Promise<string> {
  const link = page.locator('a[href*="/order/invoice?"]')
  await expect(link).toBeVisible()
  const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', site.baseURL).toString())
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  return (await pdfText(await response.body())).join('\n')
}

test.describe('every country buys in its own currency, with its own taxes (issue 27)', () => {
  test('a guest in sv buys a tee in SEK with the sandbox card: the order page, the mail and the invoice show kronor and 25 % moms', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    const sv = messages('sv')
    await openReady(page, path('sv', '/shop/products/finisher-tee'))
    await expect(page.locator('.product__price')).toContainText(new RegExp(`349${sp}kr`))
    await expect(page.locator('.product__price')).toContainText(sv.shop.taxIncluded)
    await page.locator('input[value="L"]').check()
    await page.getByRole('button', { name: sv.shop.addToBasket }).click()
    await expect(cartCount(page)).toHaveText('1')

    const email = `svensk.${Date.now()}@example.com`
    await fillCheckout(page, 'sv', { email, address: { line1: 'Drottninggatan 1', city: 'Stockholm', postcode: '111 51', country: 'SE' } })
    const summary = page.locator('.basket__summary')
    await expect(summary).toContainText(new RegExp(`moms${sp}25${sp}%`, 'i'))
    await payByCard(page, 'sv')

    const details = page.locator('.order-details')
    await expect(details).toContainText(new RegExp(`349${sp}kr`))
    await expect(details).toContainText(new RegExp(`moms${sp}25${sp}%`, 'i'))
    await expect.poll(() => lastMail(email)).toMatch(new RegExp(`349${sp}kr`))
    expect(lastMail(email)).toMatch(new RegExp(`moms${sp}25${sp}%`, 'i'))

    const invoice = await invoiceText(page)
    expect(invoice).toMatch(/MP-\d{6}/)
    expect(invoice).toMatch(new RegExp(`349${sp}kr`))
    expect(invoice).toMatch(new RegExp(`moms${sp}25${sp}%`, 'i'))
    await context.close()
  })

  test('fr-ca shows Canadian dollars before tax, and the checkout adds GST and QST for a Québec address', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    const t = messages('fr-ca')
    await openReady(page, path('fr-ca', '/shop/products/water-bottle'))
    await expect(page.locator('.product__price')).toContainText(new RegExp(`27,00${sp}\\$${sp}CAD`))
    await expect(page.locator('.product__price')).toContainText(t.shop.taxAdded)
    await page.getByRole('button', { name: t.shop.addToBasket }).click()
    await expect(cartCount(page)).toHaveText('1')

    await fillCheckout(page, 'fr-ca', { email: `quebec.${Date.now()}@example.com`, address: { line1: '1000 rue Sherbrooke O', city: 'Montréal', postcode: 'H3A 0G4', country: 'CA' } })
    await page.locator('form.checkout__form').getByLabel(t.checkout.province, { exact: true }).selectOption('QC')
    const summary = page.locator('.basket__summary')
    await expect(summary).toContainText(new RegExp(`TPS${sp}5${sp}%`))
    await expect(summary).toContainText(new RegExp(`TVQ${sp}9,975${sp}%`))
    await context.close()
  })

  test('changing market from EUR to GBP asks, empties the basket, and the product page shows pounds', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    const t = messages('de')
    await openReady(page, path('de', '/shop/products/water-bottle'))
    await expect(page.locator('.product__price')).toContainText(new RegExp(`18,00${sp}€`))
    await page.getByRole('button', { name: t.shop.addToBasket }).click()
    await expect(cartCount(page)).toHaveText('1')

    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('button', { name: `${t.nav.market}: Euroraum` }).click()
    await page.getByRole('button', { name: /^Vereinigtes Königreich/ }).click()
    await expect.poll(() => asked).toEqual([t.nav.marketEmptiesBasket])
    await expect(page.getByRole('button', { name: `${t.nav.market}: Vereinigtes Königreich` })).toBeVisible()
    await expect(cartCount(page)).toHaveText('0')
    await expect(page.locator('.product__price')).toContainText(new RegExp(`15,00${sp}£`))
    await context.close()
  })

  test('prices come written by the server: a visitor’s chosen market shows its currency, and the page builds no number formatter', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 412, height: 823 } })
    await context.addCookies([{ name: 'milepost_market', value: 'se', url: site.baseURL }])
    // Counts the currency formatters the page's own scripts build (each first one costs a phone ~60 ms while it hydrates).
    await page.addInitScript(() => {
      const Original = Intl.NumberFormat
      const counted = { built: 0 }
      ;(window as unknown as { __formatters: typeof counted }).__formatters = counted
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args: [string?, Intl.NumberFormatOptions?]) {
          if (args[1]?.style === 'currency') counted.built++
          return new target(...args)
        },
      })
    })
    const formattersBuilt = () => page.evaluate(() => (window as unknown as { __formatters: { built: number } }).__formatters.built)
    await openReady(page, path('de', '/shop/products/water-bottle'))
    await expect(page.locator('.product__price')).toContainText(/179\s?kr/)
    expect(await formattersBuilt()).toBe(0)
    await openReady(page, path('de', ''))
    await expect(page.locator('.tile__price').first()).toContainText(/\d\s?kr/)
    expect(await formattersBuilt()).toBe(0)
    await context.close()
  })

  for (const buyer of [
    { locale: 'de', country: 'DE', city: 'Berlin', postcode: '10115', rate: '19', tax: '3,51' },
    { locale: 'fr', country: 'FR', city: 'Paris', postcode: '75001', rate: '20', tax: '3,67' },
  ]) {
    test(`a training plan bought in ${buyer.country} carries its ${buyer.rate} % VAT in the same 22 € price`, async ({ browser }) => {
      const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
      const t = messages(buyer.locale)
      await openReady(page, path(buyer.locale, '/training-plans/faster-10k'))
      await expect(page.locator('.plan__price')).toContainText(new RegExp(`22,00${sp}€`))
      await page.getByRole('button', { name: new RegExp(`^${t.shop.addToBasket}`) }).click()
      await expect(cartCount(page)).toHaveText('1')
      await fillCheckout(page, buyer.locale, {
        email: `plan.${buyer.locale}.${Date.now()}@example.com`,
        address: { line1: '1 Rue du Test', city: buyer.city, postcode: buyer.postcode, country: buyer.country },
      })
      const summary = page.locator('.basket__summary')
      await expect(summary).toContainText(new RegExp(`${buyer.rate}${sp}%`))
      await expect(summary).toContainText(new RegExp(`${buyer.tax}${sp}€`))
      await payByCard(page, buyer.locale)
      const details = page.locator('.order-details')
      await expect(details).toContainText(new RegExp(`22,00${sp}€`))
      await expect(details).toContainText(new RegExp(`${buyer.tax}${sp}€`))
      await context.close()
    })
  }
})
