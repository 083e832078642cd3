import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { siteVisitor } from '../support/site-visitor'
import { adminGet, adminPatch, adminPost, adminToken } from './admin-api'
import { newPage } from './browser'
import { expect, site, test } from './fixtures'
import { lastMail } from './mail'
import { enteredRunner } from '../support/entered-runner'
import { appBearer, eventUnderWay } from './race-setup'

const baseURL = site.baseURL
const SHOTS = 'test-results/screenshots'
const editor = { email: `editor-${Date.now()}@milepost.run`, password: 'editor-password-admin-1' }
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true })
}

/** A paid kit order with a shipping address, placed through the site API as a shopper places it. */
async function kitOrder(email: string) {
  const token = await adminToken(baseURL)
  const [variant] = (await adminGet<{ docs: { id: number }[] }>(baseURL, token, '/variants?where[sku][like]=WATER-BOTTLE&depth=0&limit=1')).docs
  const visitor = siteVisitor({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` })
  await visitor.csrfFrom(baseURL)
  const address = { firstName: 'Kit', lastName: 'Shopper', countryCode: 'GB', addressLine1: '12 Harbour Row', addressLine2: 'Flat 3', city: 'Whitby', county: 'North Yorkshire', postcode: 'YO21 3PU' }
  const cart = await visitor.call(baseURL, '/actions/milepost/cart/update-cart', {
    method: 'POST',
    body: { purchasableId: variant!.id, qty: 2, email, billingAddress: address, shippingAddress: address, shippingMethodHandle: 'standard' },
  })
  expect(cart.status).toBe(200)
  const urls = (await visitor.call(baseURL, '/actions/milepost/default/stripe-urls')).body
  const paid = await visitor.call(baseURL, '/actions/milepost/payments/pay', {
    method: 'POST',
    body: { gatewayId: 1, paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: cart.body.cart.number, ...urls },
  })
  expect(paid.body?.order?.number).toBeTruthy()
  return paid.body.order.number as string
}

/** Every refusal the admin meets (an API answer of 400 or more), and anything it asks of another host (a CDN). */
function watchRequests(page: Page) {
  const refused: string[] = []
  const elsewhere: string[] = []
  const host = new URL(baseURL).host
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.host === host && url.pathname.startsWith('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== host) elsewhere.push(request.url())
  })
  return { refused, elsewhere }
}

async function signInAsEditor(page: Page) {
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(editor.email)
  await page.locator('input[name="password"]').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible({ timeout: 30_000 })
}

test.beforeAll(async () => {
  const token = await adminToken(baseURL)
  await adminPost(baseURL, token, '/users', { ...editor, roles: ['editor'] })
})

test('an editor works through the admin: to-dos, an order, an event’s merch, runs and lists, with nothing refused and nothing from a CDN', async ({ browser }) => {
  test.setTimeout(300_000)
  const orderNumber = await kitOrder(`kit-${Date.now()}@example.com`)
  const { page, context, problems } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
  const { refused, elsewhere } = watchRequests(page)
  await signInAsEditor(page)

  // The dashboard's to-dos, each a link to its filtered list.
  const todo = (key: string) => page.locator(`[data-todo="${key}"]`)
  await expect(todo('held-runs')).toContainText('Held runs to review')
  await expect(todo('medals-to-ship')).toContainText('Medals to ship')
  await expect(todo('kit-orders')).toContainText('Kit orders to send')
  await expect(todo('kit-orders').locator('strong')).toHaveText(/^[1-9]\d*$/)
  await shot(page, 'dashboard-1366')

  // The kit orders' list, then the order: addresses and lines as text, no JSON editor.
  await todo('kit-orders').click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders\?.*where/)
  await page.getByRole('link', { name: orderNumber }).click()
  const shipping = page.locator('[data-field="shippingAddress"]')
  await expect(shipping).toContainText('Kit Shopper')
  await expect(shipping).toContainText('12 Harbour Row')
  await expect(shipping).toContainText('Whitby, North Yorkshire')
  await expect(shipping).toContainText('YO21 3PU')
  await expect(shipping).toContainText('United Kingdom')
  await expect(page.locator('[data-field="billingAddress"]')).toContainText('Kit Shopper')
  await expect(page.locator('[data-field="lineItems"] tbody tr')).toHaveCount(1)
  await expect(page.locator('[data-field="lineItems"] tbody tr')).toContainText('WATER-BOTTLE')
  await expect(page.locator('.monaco-editor, .code-editor')).toHaveCount(0)
  await shot(page, 'order-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(shipping).toContainText('12 Harbour Row')
  await shot(page, 'order-390')
  await page.setViewportSize({ width: 1366, height: 900 })

  // An event: the pickers name what is chosen (no "Untitled"), and merch picked is saved.
  const token = await adminToken(baseURL)
  const [event] = (await adminGet<{ docs: { id: number; merch: number[] }[] }>(baseURL, token, '/events?where[slug][equals]=spring-10k&depth=0')).docs
  await page.goto(`/admin/collections/events/${event!.id}`)
  const merch = page.locator('#field-merch')
  await expect(merch.getByRole('button', { name: /^Edit / }).first()).toBeVisible()
  await merch.locator('.rs__control').click()
  await page.keyboard.type('Race Belt')
  await page.locator('.rs__option', { hasText: 'Race Belt' }).first().click()
  await expect(merch.getByRole('button', { name: 'Edit Race Belt', exact: true })).toBeVisible()
  await expect(page.getByText(/Untitled/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|Published successfully/).first()).toBeVisible({ timeout: 30_000 })
  await page.reload()
  await expect(page.locator('#field-merch').getByRole('button', { name: 'Edit Race Belt', exact: true })).toBeVisible({ timeout: 30_000 })
  await shot(page, 'event-merch-1366')
  const saved = await adminGet<{ merch: { title: string }[] }>(baseURL, token, `/events/${event!.id}?depth=1`)
  expect(saved.merch.map((product) => product.title)).toContain('Race Belt')
  // Put back as it was: other tests read this event's merch.
  await adminPatch(baseURL, token, `/events/${event!.id}?overrideLock=true`, { merch: event!.merch })

  // The other relationship and upload pickers, on a document of each collection that has them.
  for (const collection of ['products', 'variants', 'pages', 'posts', 'entries', 'teams', 'activities', 'medal-shipments', 'addresses']) {
    await page.goto(`/admin/collections/${collection}`)
    const first = page.locator('table tbody tr a').first()
    if ((await first.count()) === 0) continue
    await first.click()
    await expect(page.locator('.document-fields, .collection-edit').first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/Untitled - ID/)).toHaveCount(0)
    const picker = page.locator('.field-type.relationship .rs__control:not(.rs__control--is-disabled)').first()
    if (await picker.count()) {
      await picker.click({ timeout: 10_000 })
      await expect(page.locator('.rs__option').first()).toBeVisible()
      await page.keyboard.press('Escape')
    }
  }

  // Runs: runner, event, distance in km, time, pace and status; found by the runner's name; titled by a readable date.
  await page.goto('/admin/collections/activities')
  const headings = page.locator('table thead th')
  for (const heading of ['Runner', 'Event', 'Distance', 'Time', 'Pace', 'Status']) await expect(headings.filter({ hasText: heading }).first()).toBeVisible()
  const row = page.locator('table tbody tr').first()
  await expect(row).toContainText(/\d+\.\d\d km/)
  await expect(row).toContainText(/\d+:\d\d \/km/)
  await expect(page.locator('table tbody')).not.toContainText('Untitled')
  await expect(page.locator('table tbody')).not.toContainText('Loading')
  await expect(row).toContainText(/Challenge|Half|10K/)
  await shot(page, 'runs-1366')
  await page.locator('.search-filter__input').fill('Priya')
  await expect(page.locator('table tbody tr').first()).toContainText('Priya Shah')
  await page.locator('table tbody tr a').first().click()
  await expect(page.locator('h1')).not.toHaveText(/\d{4}-\d\d-\d\dT/)
  await expect(page.locator('#field-runner')).toHaveValue('Priya Shah')
  // The run's entry and event are named, not left as an empty picker.
  await expect(page.locator('#field-entry')).toContainText('priya@milepost.run')
  await expect(page.locator('#field-event')).not.toContainText('Select a value')
  await shot(page, 'run-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'run-390')
  await page.setViewportSize({ width: 1366, height: 900 })

  // What else the admin asks of the API: list search, columns (preferences), filters, versions, locale switch, bulk edit.
  await page.goto('/admin/collections/events')
  await page.locator('.search-filter__input').fill('Spring')
  await expect(page.locator('table tbody tr').first()).toContainText(/Spring/)
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.locator('.pill-selector button, .column-selector button').nth(2).click()
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.goto(`/admin/collections/events/${event!.id}/versions`)
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await page.goto(`/admin/collections/events/${event!.id}?locale=de`)
  await expect(page.locator('#field-title')).toHaveValue(/.+/)
  // Bulk edit's form (its save is left out: it would change what the other tests read).
  await page.goto('/admin/collections/shop-sections')
  await page.locator('#select-all, .select-all input').first().click()
  await page.getByRole('button', { name: /^Edit/ }).first().click()
  await page.locator('.field-select .rs__control').first().click()
  await page.keyboard.type('Sort')
  await page.keyboard.press('Enter')
  await expect(page.locator('#field-sortOrder')).toBeVisible()

  expect(refused).toEqual([])
  expect(elsewhere).toEqual([])
  expect(problems).toEqual([])
  await context.close()
})

test('the orders export carries the whole shipping address', async () => {
  const orderNumber = await kitOrder(`kit-csv-${Date.now()}@example.com`)
  const token = await adminToken(baseURL)
  const response = await fetch(`${baseURL}/api/orders/export.csv?where[number][equals]=${orderNumber}`, { headers: { authorization: `JWT ${token}` } })
  const [header, row] = (await response.text()).trim().split('\r\n')
  expect(header).toContain('shipping_name,shipping_company,shipping_line1,shipping_line2,shipping_city,shipping_region')
  expect(row).toContain('Kit Shopper,,12 Harbour Row,Flat 3,Whitby,North Yorkshire')
})

test('an editor refunds one bottle of two (it goes back on the shelf) and ships the other with tracking; the buyer gets both mails', async ({ browser }) => {
  test.setTimeout(180_000)
  const buyer = `kit-refund-${Date.now()}@example.com`
  const orderNumber = await kitOrder(buyer)
  const token = await adminToken(baseURL)
  const [order] = (await adminGet<{ docs: { id: number }[] }>(baseURL, token, `/orders?where[number][equals]=${orderNumber}&depth=0`)).docs
  const [bottle] = (await adminGet<{ docs: { id: number; stock: number }[] }>(baseURL, token, '/variants?where[sku][like]=WATER-BOTTLE&depth=0&limit=1')).docs
  const { page, context, problems } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
  const { refused, elsewhere } = watchRequests(page)
  await signInAsEditor(page)
  await page.goto(`/admin/collections/orders/${order!.id}`)

  const refund = page.locator('section[aria-labelledby="refund-order-title"]')
  await expect(refund.getByTestId('refund-left')).toBeVisible()
  await refund.getByLabel(/^Units of .* to refund$/).fill('1')
  await refund.getByLabel('Reason for the refund').fill('One bottle arrived dented')
  await refund.getByRole('button', { name: 'Refund the chosen lines' }).click()
  await expect(refund.getByRole('status')).toContainText('Refunded')
  await expect.poll(async () => (await adminGet<{ stock: number }>(baseURL, token, `/variants/${bottle!.id}?depth=0`)).stock).toBe(bottle!.stock + 1)
  await expect.poll(() => lastMail(buyer)).toContain(`Your refund for order ${orderNumber}`)
  await shot(page, 'order-refunded-1366')

  await page.reload()
  await expect.poll(async () => (await adminGet<{ status: string }>(baseURL, token, `/orders/${order!.id}?depth=0`)).status).toBe('partially-refunded')
  const ship = page.getByLabel(/^Units of .* in this parcel$/)
  await expect(ship).toHaveValue('1')
  await page.getByLabel('Carrier').fill('Royal Mail')
  await page.getByLabel('Tracking number').fill('RM123456785GB')
  await page.getByLabel('Tracking link (https, optional)').fill('https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB')
  await page.getByRole('button', { name: 'Ship 1 item(s)' }).click()
  await expect(page.getByText('Nothing is left to ship.')).toBeVisible()
  await expect.poll(() => lastMail(buyer)).toContain('RM123456785GB')
  // The history names who did what.
  const history = await adminGet<{ docs: { action: string; actor: string }[] }>(baseURL, token, `/audit-events?where[order][equals]=${order!.id}&sort=createdAt&depth=0`)
  expect(history.docs.map((e) => e.action)).toEqual(['refund.requested', 'refund.succeeded', 'kit.shipped'])
  expect(new Set(history.docs.map((e) => e.actor))).toEqual(new Set([editor.email]))
  await shot(page, 'order-shipped-1366')
  expect(refused).toEqual([])
  expect(elsewhere).toEqual([])
  expect(problems).toEqual([])
  await context.close()
})

test('an editor approves part of a refund request from the admin: the entry is refunded and cancelled, and the entrant told', async ({ browser }) => {
  test.setTimeout(180_000)
  const event = await eventUnderWay('Ask the Organisers')
  const entrant = { email: `asker.${Date.now()}@example.com`, password: 'asker-password-1' }
  await enteredRunner(baseURL, event.slug, entrant.email, { password: entrant.password })
  const bearer = await appBearer(entrant.email, entrant.password)
  const { races } = (await (await fetch(`${baseURL}/app-api/races`, { headers: bearer })).json()) as { races: { entryId: number; event: { id: number } }[] }
  const entryId = races.find((race) => race.event.id === event.id)!.entryId
  const asked = await fetch(`${baseURL}/app-api/races/${entryId}/refund-request`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'I broke my ankle on a training run.' }),
  })
  expect(asked.status).toBe(201)
  const token = await adminToken(baseURL)
  const [request] = (await adminGet<{ docs: { id: number }[] }>(baseURL, token, `/refund-requests?where[entry][equals]=${entryId}&depth=0`)).docs

  const { page, context } = await newPage(browser, { viewport: { width: 1366, height: 900 } })
  const { refused, elsewhere } = watchRequests(page)
  await signInAsEditor(page)
  await page.goto(`/admin/collections/refund-requests/${request!.id}`)
  await expect(page.getByTestId('request-left')).toHaveText('£15.00', { timeout: 30_000 })
  await page.getByLabel(/Amount to refund/).fill('7.50')
  await page.getByLabel(/Reply to the entrant/).fill('Get well soon: half of your entry is on its way back.')
  await shot(page, 'refund-request-1366')
  await page.getByRole('button', { name: 'Approve: refund £7.50' }).click()
  await expect.poll(async () => (await adminGet<{ status: string }>(baseURL, token, `/refund-requests/${request!.id}?depth=0`)).status, { timeout: 30_000 }).toBe('approved')
  await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0)
  expect((await adminGet<{ cancelledAt: string | null }>(baseURL, token, `/entries/${entryId}?depth=0`)).cancelledAt).toBeTruthy()
  await expect.poll(() => lastMail(entrant.email), { timeout: 20_000 }).toContain('Get well soon')
  expect(refused).toEqual([])
  expect(elsewhere).toEqual([])
  await context.close()
})
