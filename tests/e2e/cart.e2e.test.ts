import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminPost, adminToken } from '../support/admin-rest'
import { newPage, openReady, seriousA11yViolations } from './browser'

const baseURL = site.baseURL
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')

const count = (page: Page) => page.getByTestId('cart-count').textContent()
const openPage = (page: Page, path: string) => openReady(page, `${baseURL}${path}`)

async function addFromProductPage(page: Page, path: string, qty = 1, addLabel = 'Add to basket') {
  await openPage(page, path)
  const add = page.getByRole('button', { name: addLabel })
  if (qty > 1) await page.locator('.quantity input').fill(String(qty))
  await add.click()
}

test.describe('adding to the basket from a product page counts on the cart icon and shows refusals (L10 K1)', () => {
  test('adds, counts and celebrates on the cart icon; the same line grows on a second add', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
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

  test('shows the server refusal when more are asked for than are left (de)', async ({ browser }) => {
    const { page, context } = await newPage(browser, { locale: 'de-DE' })
    const t = messages('de')
    await addFromProductPage(page, '/de/shop/products/spring-10k-medal', 25, t.shop.addToBasket)
    await expect.poll(() => count(page)).toBe('25')
    await page.getByRole('button', { name: t.shop.addToBasket }).click()
    await expect.poll(() => page.locator('.product__error').textContent()).toBe(t.cart.onlyLeft.replace('{count}', '25'))
    expect(await count(page)).toBe('25')
    await context.close()
  })
})

test.describe('basket page', () => {
  test('changes quantities, applies a bad then a good coupon, survives a reload and removes the last line', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
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
    await expect.poll(() => page.locator('.coupon .field__error').textContent()).toBe("Coupon not valid. We don't recognise this code.")
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

  test('restores the previous cart and shows the error when a line update fails (K2)', async ({ browser }) => {
    const { page, context } = await newPage(browser)
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

  test('formats money in the locale and passes the accessibility check (fr)', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { locale: 'fr-FR' })
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

  test('shows an empty basket to a new visitor', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await page.goto(`${baseURL}/basket`)
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe('Your basket is empty.')
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})

test.describe('the header count', () => {
  test('follows an add made as soon as the page can take it, whenever the session finishes starting', async ({ browser }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { page, context } = await newPage(browser)
      await page.goto(`${baseURL}/shop/products/water-bottle`)
      await page.getByRole('button', { name: 'Add to basket' }).click()
      await expect.poll(() => count(page), { timeout: 10_000 }).toBe('1')
      await page.waitForLoadState('networkidle')
      expect(await count(page), `attempt ${attempt + 1}`).toBe('1')
      await context.close()
    }
  })
})

test.describe('switching language empties the cart (L3)', () => {
  test('forgets the cart and shows an empty basket in the new language', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await addFromProductPage(page, '/shop/products/water-bottle')
    await expect.poll(() => count(page)).toBe('1')
    await page.goto(`${baseURL}/basket`)
    await page.locator('.basket-line').waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('link', { name: 'Svenska' }).click()
    await page.waitForURL(`${baseURL}/sv/basket`)
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe(messages('sv').basket.empty)
    expect(await count(page)).toBe('0')
    await context.close()
  })

  test('asks first, and empties a signed-in customer’s basket too: signing in again does not bring it back', async ({ browser }) => {
    const email = `switcher.${Date.now()}@example.com`
    const password = 'switcher-password-1'
    await adminPost(baseURL, await adminToken(baseURL), '/customers', { email, password, firstName: 'Sam', lastName: 'Switcher', _verified: true })
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await openPage(page, '/account')
    const form = page.locator('form.account-form')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await Promise.all([page.waitForResponse((r) => r.url().includes('/actions/users/login') && r.status() === 200), form.getByRole('button', { name: 'Sign in' }).click()])
    await page.locator('#address-book-title').waitFor()
    await addFromProductPage(page, '/shop/products/water-bottle')
    await openPage(page, '/basket')
    await page.locator('.basket-line').waitFor()

    // Said no: nothing changes.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await expect.poll(() => asked).toEqual([messages('en').nav.languageEmptiesBasket])
    expect(new URL(page.url()).pathname).toBe('/basket')
    expect(await count(page)).toBe('1')

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL(`${baseURL}/de/basket`)
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe(messages('de').basket.empty)
    await openPage(page, '/de/basket')
    await expect.poll(() => page.locator('.basket__empty-title').textContent()).toBe(messages('de').basket.empty)
    expect(await count(page)).toBe('0')
    await context.close()
  })
})

/** Records when an element matching `selector` first appears and when it goes (performance.now), from the first byte. */
const watchPresence = (page: Page, selector: string) =>
  page.addInitScript((css) => {
    const seen: { shown?: number; hidden?: number } = {}
    ;(window as unknown as { __presence: typeof seen }).__presence = seen
    new MutationObserver(() => {
      const present = !!document.querySelector(css)
      if (present && seen.shown === undefined) seen.shown = performance.now()
      if (!present && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, selector)

const presence = (page: Page) => page.evaluate(() => (window as unknown as { __presence: { shown?: number; hidden?: number } }).__presence)

test.describe('page-load fetches do not flicker (L15)', () => {
  test('the basket’s and the checkout countries’ loading states stay at least 200 ms', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await addFromProductPage(page, '/shop/products/water-bottle')
    await expect.poll(() => count(page)).toBe('1')

    await watchPresence(page, '.basket__loading')
    await openPage(page, '/basket')
    await page.locator('.basket-line').waitFor()
    const basket = await presence(page)
    expect(basket.shown).toBeDefined()
    expect(basket.hidden! - basket.shown!).toBeGreaterThanOrEqual(190)

    // The countries answer the moment their loading state shows: it still stays 200 ms.
    const checkout = await context.newPage()
    const busy = '#billingAddress-countryCode[aria-busy="true"]'
    await watchPresence(checkout, busy)
    await checkout.route('**/actions/milepost/default/countries', async (route) => {
      await checkout.locator(busy).waitFor()
      await route.continue()
    })
    await openReady(checkout, `${baseURL}/checkout`)
    await expect.poll(() => checkout.locator('#billingAddress-countryCode option').count()).toBeGreaterThan(200)
    const countries = await presence(checkout)
    expect(countries.shown).toBeDefined()
    expect(countries.hidden! - countries.shown!).toBeGreaterThanOrEqual(190)
    expect(problems).toEqual([])
    await context.close()
  })
})
