import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { newPage, openReady, seriousA11yViolations, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as { basket: Record<string, string>; cart: Record<string, string>; shop: Record<string, string> }

const count = (page: Page) => page.getByTestId('cart-count').textContent()
const openPage = (page: Page, path: string) => openReady(page, `${baseURL}${path}`)


async function addFromProductPage(page: Page, path: string, qty = 1, addLabel = 'Add to basket') {
  await openPage(page, path)
  const add = page.getByRole('button', { name: addLabel })
  if (qty > 1) await page.locator('.quantity input').fill(String(qty))
  await add.click()
}

describe('L10 K1 add to basket from a product page', () => {
  it('adds, counts and celebrates on the cart icon; the same line grows on a second add', async () => {
    const { page, context, problems } = await newPage(browser())
    await addFromProductPage(page, '/shop/products/water-bottle')
    await expect.poll(() => count(page)).toBe('1')
    expect(await page.locator('a.cart-icon').getAttribute('data-celebrating')).toBe('true')
    await expect.poll(() => page.locator('body > canvas').count()).toBe(1)
    expect(await page.locator('.product__note').textContent()).toContain('Added to your basket')

    await page.locator('.quantity input').fill('2')
    await page.getByRole('button', { name: 'Add to basket' }).click()
    await expect.poll(() => count(page)).toBe('3')
    await page.getByRole('link', { name: 'View basket' }).click()
    await page.waitForURL(`${baseURL}/basket`)
    expect(await page.locator('.basket-line').count()).toBe(1)
    expect(await page.locator('.basket-line__qty').textContent()).toBe('3')
    expect(await page.getByTestId('basket-total').textContent()).toBe('£45.00')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows the server refusal when more are asked for than are left (de)', async () => {
    const { page, context } = await newPage(browser(), { locale: 'de-DE' })
    const t = messages('de')
    await addFromProductPage(page, '/de/shop/products/spring-10k-medal', 25, t.shop.addToBasket)
    await expect.poll(() => count(page)).toBe('25')
    await page.getByRole('button', { name: t.shop.addToBasket }).click()
    await expect.poll(() => page.locator('.product__error').textContent()).toBe(t.cart.onlyLeft.replace('{count}', '25'))
    expect(await count(page)).toBe('25')
    await context.close()
  })
})

describe('basket page', () => {
  it('changes quantities, applies a bad then a good coupon, survives a reload and removes the last line', async () => {
    const { page, context, problems } = await newPage(browser())
    await addFromProductPage(page, '/shop/products/race-belt')
    await expect.poll(() => count(page)).toBe('1')
    await openPage(page, '/basket')
    const line = page.locator('.basket-line').first()
    expect(await line.locator('.basket-line__title').textContent()).toBe('Race Belt')

    await line.getByRole('button', { name: /One more/ }).click()
    await expect.poll(() => count(page)).toBe('2')
    await expect.poll(() => page.getByTestId('basket-total').textContent()).toBe('£38.00')

    const code = page.getByLabel('Discount code')
    await code.fill('NOTACODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => page.locator('.coupon .field__error').textContent()).toBe('Coupon not valid.')
    await code.fill('welcome10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => page.locator('.coupon--applied p').textContent()).toBe('Code WELCOME10 applied')
    expect(await page.locator('.basket__discount dd').textContent()).toBe('−£3.80')
    expect(await page.getByTestId('basket-total').textContent()).toBe('£34.20')

    await page.reload()
    await expect.poll(() => page.locator('.basket-line').count()).toBe(1)
    expect(await count(page)).toBe('2')
    expect(await page.getByTestId('basket-total').textContent()).toBe('£34.20')

    await page.getByRole('button', { name: 'Remove Race Belt from your basket' }).click()
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe('Your basket is empty.')
    expect(await count(page)).toBe('0')
    // The refused coupon's 400 is the only failed request the browser reports.
    expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/cart\/update-cart/)])
    await context.close()
  })

  it('K2 restores the previous cart and shows the error when a line update fails', async () => {
    const { page, context } = await newPage(browser())
    await addFromProductPage(page, '/shop/products/medal-hanger')
    await expect.poll(() => count(page)).toBe('1')
    await page.goto(`${baseURL}/basket`)
    await page.locator('.basket-line').waitFor()
    await page.route('**/cart/update-cart', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"A server error occurred."}' }))
    await page.getByRole('button', { name: /One more/ }).click()
    await expect.poll(() => page.locator('.basket-line__problem').textContent()).toBe('A server error occurred.')
    expect(await page.locator('.basket-line__qty').textContent()).toBe('1')
    expect(await count(page)).toBe('1')
    await context.close()
  })

  it('formats money in the locale and passes the accessibility check (fr)', async () => {
    const { page, context, problems } = await newPage(browser(), { locale: 'fr-FR' })
    const t = messages('fr')
    await addFromProductPage(page, '/fr/shop/products/sports-socks', 1, t.shop.addToBasket)
    await expect.poll(() => count(page)).toBe('1')
    await page.goto(`${baseURL}/fr/basket`)
    await page.locator('.basket-line').waitFor()
    expect(await page.getByTestId('basket-total').textContent()).toMatch(/^14,00\s£$/)
    expect(await page.locator('h1').textContent()).toBe(t.basket.title)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows an empty basket to a new visitor', async () => {
    const { page, context } = await newPage(browser())
    await page.goto(`${baseURL}/basket`)
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe('Your basket is empty.')
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})

describe('L3 switching language empties the cart', () => {
  it('forgets the cart and shows an empty basket in the new language', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    await addFromProductPage(page, '/shop/products/water-bottle')
    await expect.poll(() => count(page)).toBe('1')
    await page.goto(`${baseURL}/basket`)
    await page.locator('.basket-line').waitFor()
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('link', { name: 'Svenska' }).click()
    await page.waitForURL(`${baseURL}/sv/basket`)
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe(messages('sv').basket.empty)
    expect(await count(page)).toBe('0')
    await context.close()
  })
})
