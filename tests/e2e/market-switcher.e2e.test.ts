import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { expect, test } from './fixtures'
import { newPage, openReady } from './browser'

const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')

const cartCount = (page: Page) => page.getByTestId('cart-count')
const marketCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'milepost_market')?.value

test.describe('the country selector sits beside the language switcher (issue 27)', () => {
  test('a laptop shows the language’s market in the header, just before the language', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    await openReady(page, '/de/pages/faq')
    await expect(page.locator('.site-header__actions > .site-header__market + .language-switcher')).toHaveCount(1)
    const t = messages('de').nav
    await page.getByRole('button', { name: `${t.market}: Euroraum` }).click()
    const list = page.getByRole('list', { name: t.chooseMarket })
    await expect(list.getByRole('button')).toHaveText(['Vereinigtes Königreich GBP £', 'Euroraum EUR €', 'Schweden SEK kr', 'Kanada CAD $', 'Mexiko MXN $'])
    await expect(list.getByRole('button', { name: /Euroraum/ })).toHaveAttribute('aria-current', 'true')
    expect(problems).toEqual([])
    await context.close()
  })

  test('a phone has it at the foot of the menu, with the market’s name', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 800 } })
    await openReady(page, '/sv')
    await expect(page.getByRole('button', { name: /^Land:/ })).toHaveCount(0)
    await page.getByRole('button', { name: messages('sv').nav.openMenu }).click()
    await expect(page.locator('#mobile-menu-panel').getByRole('button', { name: 'Land: Sverige' })).toBeVisible()
    await context.close()
  })
})

test.describe('changing market empties the basket, once the shopper agreed (issue 27)', () => {
  test('saying no keeps the market and the basket; yes keeps the choice and empties the basket', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    await openReady(page, '/shop/products/water-bottle')
    await page.getByRole('button', { name: 'Add to basket' }).click()
    await expect(cartCount(page)).toHaveText('1')

    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Country: United Kingdom' }).click()
    await page.getByRole('button', { name: /^Sweden/ }).click()
    await expect.poll(() => asked).toEqual([messages('en').nav.marketEmptiesBasket])
    await expect(cartCount(page)).toHaveText('1')
    await expect.poll(() => marketCookie(page)).toBeUndefined()

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Country: United Kingdom' }).click()
    await page.getByRole('button', { name: /^Sweden/ }).click()
    await expect(page.getByRole('button', { name: 'Country: Sweden' })).toBeVisible()
    await expect(cartCount(page)).toHaveText('0')
    await expect.poll(() => marketCookie(page)).toBe('se')
    await context.close()
  })

  test('with an empty basket it changes without asking, and the choice outlasts the page', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
    const asked: string[] = []
    page.on('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await openReady(page, '/pages/faq')
    await page.getByRole('button', { name: 'Country: United Kingdom' }).click()
    await page.getByRole('button', { name: /^Euro area/ }).click()
    await expect(page.getByRole('button', { name: 'Country: Euro area' })).toBeVisible()
    await openReady(page, '/shop')
    await expect(page.getByRole('button', { name: 'Country: Euro area' })).toBeVisible()
    expect(asked).toEqual([])
    await context.close()
  })
})
