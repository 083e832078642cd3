import type { Browser, Page } from 'playwright-core'

/** What "usable" means on each page: the basket's lines and total, the checkout's Pay button enabled. */
const ready = {
  '/basket': async (page: Page) => {
    await page.locator('.basket-line').first().waitFor()
    await page.getByTestId('basket-total').waitFor()
  },
  '/checkout': async (page: Page) => {
    // Enabled once the countries are in and the shipping to the prefilled country is priced.
    await page.locator('.checkout__pay:not([disabled])').waitFor()
  },
} as const

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Time from navigation to a usable form on the basket and the checkout with one item in the
 * basket, at 4× CPU slowdown (a mid-range phone): the checkout must be usable as fast as the basket.
 */
export async function formReadiness(browser: Browser, baseURL: string, runs: number) {
  const context = await browser.newContext({ locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto(`${baseURL}/shop/products/race-belt`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Add to basket' }).click()
  await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  const rows: Record<string, string | number>[] = []
  for (const [path, isReady] of Object.entries(ready)) {
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' })
      await isReady(page)
      times.push(performance.now() - started)
    }
    rows.push({ page: path, 'usable ms (median)': Math.round(median(times)), 'max ms': Math.round(Math.max(...times)), runs })
  }
  await context.close()
  return rows
}
