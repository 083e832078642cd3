import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { openReady } from './browser'
import { expect } from './fixtures'

type Labels = typeof import('../../messages/en.json')['checkout']
const labels = (locale: string) => (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as { checkout: Labels }).checkout

export type CheckoutAddress = { line1: string; city: string; county?: string; postcode: string; country: string }
/** Who pays; an email left out is the one the form already holds (a signed-in customer's). */
export type Buyer = { email?: string; firstName?: string; lastName?: string; address: CheckoutAddress }

/**
 * Opens the checkout in the locale and fills it as a buyer does, by the visible translated labels of
 * the form's own fields (the footer has a newsletter form too): the email, the name and the billing
 * address, which is the delivery address too. The country comes first, once its list has loaded:
 * the fields after it follow the country (a US county).
 */
export async function fillCheckout(page: Page, locale: string, buyer: Buyer) {
  const t = labels(locale)
  await openReady(page, `${locale === 'en' ? '' : `/${locale}`}/checkout`)
  const form = page.locator('form.checkout__form')
  const country = form.getByLabel(t.country, { exact: true })
  await expect(country.locator(`option[value="${buyer.address.country}"]`)).toBeAttached()
  await country.selectOption(buyer.address.country)
  if (buyer.email !== undefined) await form.getByLabel(t.email, { exact: true }).fill(buyer.email)
  await form.getByLabel(t.firstName, { exact: true }).fill(buyer.firstName ?? 'Sam')
  await form.getByLabel(t.lastName, { exact: true }).fill(buyer.lastName ?? 'Runner')
  await form.getByLabel(t.addressLine1, { exact: true }).fill(buyer.address.line1)
  await form.getByLabel(t.city, { exact: true }).fill(buyer.address.city)
  if (buyer.address.county) await form.getByLabel(t.county, { exact: true }).fill(buyer.address.county)
  await form.getByLabel(t.postcode, { exact: true }).fill(buyer.address.postcode)
}

/** Pays the filled checkout with the sandbox card and waits for the order page; answers the order number. */
export async function payByCard(page: Page, locale: string) {
  await page.getByLabel(labels(locale).cardNumber).fill('4242 4242 4242 4242')
  await page.locator('.checkout__pay').click()
  await page.waitForURL(/\/order\?number=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/, { timeout: 30_000 })
  const number = new URL(page.url()).searchParams.get('number') ?? ''
  expect(number).toMatch(/^MP-/)
  return number
}
