import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { latestMail as latestMailIn } from './customers'

const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as typeof import('../../messages/en.json')

const outbox = path.join(site.dataDir, 'outbox')
const latestMail = (email: string) => latestMailIn(outbox, email)

const accessToken = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'access-token')
const siteUser = (page: Page) => page.evaluate(async () => (await (await fetch('/actions/milepost/default/get-user')).json()) as { user: { email: string } | null })

test.describe('a visitor signs up, confirms, signs in and out on the account site, and comes back where they were (U1 U2 E1)', () => {
  test('a visitor sent to sign in from a members’ page signs up in German, confirms the email, signs in and comes back to that page', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser)
    await openReady(page, '/de/run-club/discounts')
    await page.getByRole('link', { name: de.runClub.signIn }).click()
    await page.waitForURL(/\/account\?lang=de&return=%2Fde%2Frun-club%2Fdiscounts$/)
    await expect(page.locator('h1')).toHaveText(de.account.signInTitle)
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('link', { name: de.account.createAccount }).click()
    await page.waitForURL(/\/account\/sign-up\?lang=de&return=%2Fde%2Frun-club%2Fdiscounts$/)
    await openReady(page, page.url())
    const form = page.locator('form.account-form')
    await form.getByLabel(de.account.firstName, { exact: true }).fill('Nele')
    await form.getByLabel(de.account.lastName, { exact: true }).fill('Läuferin')
    await form.getByLabel(de.account.email, { exact: true }).fill('nele@example.com')
    await form.getByLabel(de.account.password, { exact: true }).fill('short')
    await form.getByRole('button', { name: de.account.signUp }).click()
    await expect(page.locator('#account-password-error')).toHaveText(de.validation.passwordLength)
    expect(await seriousA11yViolations(page)).toEqual([])

    await form.getByLabel(de.account.password, { exact: true }).fill('a-long-enough-password')
    await form.getByRole('button', { name: de.account.signUp }).click()
    await expect(page.locator('.account__done')).toHaveText(de.account.checkEmailText.replace('{email}', 'nele@example.com'))

    // The confirmation mail (offline: the outbox) leads back to the account site, in German, with the return path.
    await expect.poll(() => latestMail('nele@example.com')).not.toBe('')
    const link = /(http:\/\/[^"\s]+\/account\/verify\?[^"\s]+)/.exec(latestMail('nele@example.com'))![1]!.replace(/&amp;|&#38;/g, '&')
    await openReady(page, link)
    await expect(page.locator('h1')).toHaveText(de.account.verifiedTitle)
    await page.getByRole('link', { name: de.account.signIn }).click()
    await page.waitForURL(/\/account\?lang=de&return=%2Fde%2Frun-club%2Fdiscounts$/)
    await openReady(page, page.url())
    const signIn = page.locator('form.account-form')
    await signIn.getByLabel(de.account.email, { exact: true }).fill('nele@example.com')
    await signIn.getByLabel(de.account.password, { exact: true }).fill('a-long-enough-password')
    await signIn.getByRole('button', { name: de.account.signIn }).click()
    await page.waitForURL('/de/run-club/discounts')
    expect(await accessToken(page)).toMatchObject({ httpOnly: false, sameSite: 'Lax' })
    expect((await context.cookies()).find((c) => c.name === 'payload-token')).toMatchObject({ httpOnly: true })
    await expect.poll(async () => (await siteUser(page)).user?.email).toBe('nele@example.com')
    // The one failed request is the refused short password.
    expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/de\/actions\/users\/register\)$/)])
    await context.close()
  })

  test('the customer sees their details, signs out (token gone), and a wrong password is refused in their language', async ({ browser }) => {
    const { page, context } = await newPage(browser)
    await openReady(page, '/account?lang=de')
    const form = page.locator('form.account-form')
    await form.getByLabel(de.account.email, { exact: true }).fill('nele@example.com')
    await form.getByLabel(de.account.password, { exact: true }).fill('not-her-password')
    await form.getByRole('button', { name: de.account.signIn }).click()
    await expect(page.locator('.account .form-error')).toHaveText(de.account.badCredentials)

    await form.getByLabel(de.account.password, { exact: true }).fill('a-long-enough-password')
    await form.getByRole('button', { name: de.account.signIn }).click()
    await page.waitForURL('/account?lang=de')
    await expect(page.locator('h1')).toHaveText(de.account.hello.replace('{name}', 'Nele'))
    await expect(page.locator('.account__details')).toContainText('Nele Läuferin')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(await accessToken(page)).toBeDefined()

    await openReady(page, page.url())
    await page.getByRole('button', { name: de.account.signOut }).click()
    await page.waitForURL('/de')
    expect(await accessToken(page)).toBeUndefined()
    await expect.poll(async () => (await siteUser(page)).user).toBeNull()
    await context.close()
  })

  test('an address saved in the account (refused while incomplete) fills the checkout, and the order shows in the account (U3 P1)', async ({ browser, login }) => {
    const { page, context, problems } = await newPage(browser)
    await login(page, { email: 'nele@example.com', password: 'a-long-enough-password' })
    await openReady(page, '/account?lang=de')
    await expect(page.locator('h1')).toHaveText(de.account.hello.replace('{name}', 'Nele'))

    await page.getByRole('button', { name: de.account.addAddress }).click()
    const form = page.locator('form.address-book__form')
    await expect(form.getByLabel(de.checkout.country, { exact: true }).locator('option[value="DE"]')).toBeAttached()
    await form.getByRole('button', { name: de.account.saveAddress }).click()
    await expect(form.locator('#shippingAddress-postcode-error')).toHaveText(de.validation.required)
    await form.getByLabel(de.checkout.firstName, { exact: true }).fill('Nele')
    await form.getByLabel(de.checkout.lastName, { exact: true }).fill('Läuferin')
    await form.getByLabel(de.checkout.addressLine1, { exact: true }).fill('Laufweg 7')
    await form.getByLabel(de.checkout.city, { exact: true }).fill('Köln')
    await form.getByLabel(de.checkout.postcode, { exact: true }).fill('50667')
    await form.getByLabel(de.checkout.country, { exact: true }).selectOption('DE')
    await form.getByRole('radio', { name: de.account.billingType }).check()
    await form.getByRole('checkbox', { name: de.account.makeDefault }).check()
    await form.getByRole('button', { name: de.account.saveAddress }).click()
    await expect(page.locator('.address-book__notice')).toHaveText(de.account.addressSaved)
    await expect(page.locator('.address-book__item')).toContainText('Laufweg 7')
    expect(await seriousA11yViolations(page)).toEqual([])

    await openReady(page, '/de/shop/products/race-belt')
    await page.getByRole('button', { name: de.shop.addToBasket }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await openReady(page, '/de/checkout')
    const checkout = page.locator('form.checkout__form')
    await expect(checkout.getByLabel(de.checkout.addressLine1, { exact: true })).toHaveValue('Laufweg 7')
    await expect(checkout.getByLabel(de.checkout.email, { exact: true })).toHaveValue('nele@example.com')
    await expect(checkout.getByLabel(de.checkout.postcode, { exact: true })).toHaveValue('50667')
    await page.getByLabel(de.checkout.cardNumber).fill('4242 4242 4242 4242')
    await page.locator('.checkout__pay').click()
    await page.waitForURL(/\/de\/order\?number=MP-/)
    const number = new URL(page.url()).searchParams.get('number') ?? ''
    expect(number).toMatch(/^MP-/)
    await openReady(page, '/account?lang=de')
    const history = page.locator('.order-history')
    await expect(history).toContainText(number)
    await history.getByRole('link', { name: new RegExp(de.account.viewOrder) }).click()
    await page.waitForURL(/\/de\/order\?number=MP-[\w-]+&key=[0-9a-f]{32}$/)
    // The one failed request is the refused incomplete address.
    expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/de\/app-api\/addresses\)$/)])
    await context.close()
  })
})
