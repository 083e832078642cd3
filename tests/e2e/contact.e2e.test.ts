import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { adminGet, adminToken } from './admin-api'
import { newPage, seriousA11yViolations } from './browser'

const baseURL = site.baseURL
let visitor = 0
/** Each test speaks from its own address, so the per-address limit of one does not spill into another. */
const fromAddress = () => ({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${++visitor}` } })

async function fillAndVerify(page: Page, email: string) {
  const form = page.locator('form.contact-form')
  await form.getByLabel('Name').fill('Robin Runner')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('When will my medal arrive?')
  await form.getByLabel('Confirm that you are a person').click()
  await expect(form.getByText('Verified')).toBeVisible()
}

test.describe('the contact form sends verified messages and explains each refusal (C6)', () => {
  test('sends a verified message that editors find in the admin', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, fromAddress())
    await page.goto(`${baseURL}/contact`)
    // The local check stands in for Turnstile only in a demo, and the page says so.
    await expect(page.locator('.demo-notice')).toHaveText('Demo site: the check that you are a person runs on this server instead of Cloudflare Turnstile.')
    const email = `robin.${Date.now()}@example.com`
    await fillAndVerify(page, email)
    await page.locator('form.contact-form').getByRole('button', { name: 'Send message' }).click()
    // One locator for either outcome: a refusal fails the test with its own words, and nothing waits on
    // an element the other outcome removes (the form goes when the message is sent).
    await expect(page.locator('.form-success, .form-error:not(:empty)')).toHaveText('Thank you, we will get back to you as soon as possible.', { timeout: 15_000 })
    const token = await adminToken(baseURL)
    const found = await adminGet<{ docs: { email: string; locale: string }[] }>(baseURL, token, `/contact-messages?where[email][equals]=${encodeURIComponent(email)}`)
    expect(found.docs).toEqual([expect.objectContaining({ email, locale: 'en' })])
    expect(problems).toEqual([])
    await context.close()
  })

  test('shows the widget error when the verification token is not valid', async ({ browser }) => {
    const { page, context } = await newPage(browser, fromAddress())
    await page.route('**/verification-token', (route) => route.fulfill({ json: { token: 'not-a-real-token' } }))
    await page.goto(`${baseURL}/contact`)
    await fillAndVerify(page, 'robin@example.com')
    await page.locator('form.contact-form').getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Verification widget error. Please refresh the page and try again.')).toBeVisible()
    await context.close()
  })

  test('says the verification expired when a token is used twice', async ({ browser }) => {
    const reused = await (await fetch(`${baseURL}/actions/milepost/default/verification-token`)).json()
    for (const expected of ['Thank you, we will get back to you as soon as possible.', 'Verification expired. Please try again.']) {
      const { page, context } = await newPage(browser, fromAddress())
      await page.route('**/verification-token', (route) => route.fulfill({ json: reused }))
      await page.goto(`${baseURL}/contact`)
      await fillAndVerify(page, 'twice@example.com')
      await page.locator('form.contact-form').getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByText(expected)).toBeVisible()
      await context.close()
    }
  })

  test('answers “Too many requests” after the limit, in the visitor’s language', async ({ browser }) => {
    const { page, context } = await newPage(browser, fromAddress())
    await page.route('**/verification-token', (route) => route.fulfill({ json: { token: 'v1.1.x.y' } }))
    await page.goto(`${baseURL}/de/contact`)
    const form = page.locator('form.contact-form')
    await form.locator('input[name="name"]').fill('Robin')
    await form.locator('input[name="email"]').fill('robin@example.com')
    await form.locator('textarea[name="message"]').fill('Hallo')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await form.locator('input[type="checkbox"]').click()
      await expect(form.locator('input[type="checkbox"]')).toBeChecked()
      await form.getByRole('button').click()
      await expect(form.locator('.form-error')).not.toBeEmpty()
      if (attempt < 6) await form.locator('.form-error').evaluate((el) => (el.textContent = ''))
    }
    const german = JSON.parse(await (await import('node:fs/promises')).readFile('messages/de.json', 'utf8')) as { contact: { tooManyRequests: string } }
    await expect(form.locator('.form-error')).toHaveText(german.contact.tooManyRequests)
    await context.close()
  })

  test('has no serious or critical axe violations', async ({ browser }) => {
    const { page, context } = await newPage(browser, fromAddress())
    await page.goto(`${baseURL}/contact`)
    expect(await seriousA11yViolations(page)).toEqual([])
    await context.close()
  })
})
