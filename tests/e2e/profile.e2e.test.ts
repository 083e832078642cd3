import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, site, test } from './fixtures'
import { newPage, openReady, seriousA11yViolations } from './browser'
import { confirmedCustomer, latestMail } from './customers'

const baseURL = site.baseURL
const outbox = path.join(site.dataDir, 'outbox')
const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as typeof import('../../messages/en.json')
const fr = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as typeof import('../../messages/en.json')

const password = 'lenas-long-password'
const siteUser = (page: Page) => page.evaluate(async () => (await (await fetch('/actions/milepost/default/get-user')).json()) as { user: { email: string } | null })

test.describe('the customer changes their details on the account page (U1)', () => {
  test('a name at once; an email only with the current password and once the link mailed to it is opened; the session stays and the old address is told (de)', async ({ browser, login }) => {
    await confirmedCustomer(baseURL, site.dataDir, { email: 'lena@example.com', password, firstName: 'Lena', lastName: 'Läuferin' })
    const { page, context, problems } = await newPage(browser, { locale: 'de-DE' })
    await login(page, { email: 'lena@example.com', password })
    await openReady(page, `${baseURL}/account?lang=de`)
    await expect(page.locator('h1')).toHaveText(de.account.hello.replace('{name}', 'Lena'))
    await openReady(page, page.url())

    const details = page.locator('details.account__edit')
    await details.locator('summary', { hasText: de.account.editDetails }).click()
    const form = details.locator('form.account-form')
    await expect(form.getByLabel(de.account.firstName, { exact: true })).toHaveValue('Lena')
    await expect(form.getByLabel(de.account.email, { exact: true })).toHaveValue('lena@example.com')
    await form.getByLabel(de.account.firstName, { exact: true }).fill('Lena-Marie')
    await form.getByRole('button', { name: de.account.saveDetails }).click()
    await page.waitForURL(/\/account\?saved=details&lang=de$/)
    await expect(page.locator('.account__done')).toHaveText(de.account.detailsSaved)
    await expect(page.locator('.account__details')).toContainText('Lena-Marie Läuferin')
    await openReady(page, page.url())

    await details.locator('summary').click()
    await form.getByLabel(de.account.email, { exact: true }).fill('lena.neu@example.com')
    await form.getByRole('button', { name: de.account.saveDetails }).click()
    await expect(page.locator('#account-currentPassword-error')).toHaveText(de.account.passwordToChangeEmail)
    await form.getByLabel(de.account.currentPassword, { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: de.account.saveDetails }).click()
    await expect(page.locator('#account-currentPassword-error')).toHaveText(de.account.wrongPassword)
    expect(await seriousA11yViolations(page)).toEqual([])

    await form.getByLabel(de.account.currentPassword, { exact: true }).fill(password)
    await form.getByRole('button', { name: de.account.saveDetails }).click()
    // Asked for, not changed: the account keeps its email until the link mailed to the new one is opened.
    await expect(page.locator('.account__pending')).toHaveText(de.account.emailChangePending.replace('{email}', 'lena.neu@example.com').replace('{current}', 'lena@example.com'))
    await expect(page.locator('.account__details')).toContainText('lena@example.com')
    await expect(page.locator('.account__details')).not.toContainText('lena.neu@example.com')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(latestMail(outbox, 'lena@example.com')).not.toContain('lena.neu@example.com')

    await expect.poll(() => latestMail(outbox, 'lena.neu@example.com')).toContain('/account/confirm-email')
    const link = /(http:\/\/[^"\s]+\/account\/confirm-email\?[^"\s]+)/.exec(latestMail(outbox, 'lena.neu@example.com'))![1]!.replace(/&amp;|&#38;/g, '&')
    expect(new URL(link).searchParams.get('lang')).toBe('de')
    await openReady(page, link)
    await expect(page.locator('h1')).toHaveText(de.account.emailChangedTitle)
    await page.getByRole('link', { name: de.account.backToAccount }).click()
    await page.waitForURL(/\/account\?lang=de$/)
    await expect(page.locator('.account__details')).toContainText('lena.neu@example.com')
    await expect(page.locator('.account__pending')).toHaveCount(0)
    // Still signed in, as the same session; the access token is the app API's own, for that session.
    await expect.poll(async () => (await siteUser(page)).user?.email).toBe('lena.neu@example.com')
    const access = (await context.cookies()).find((c) => c.name === 'access-token')!
    const token = (JSON.parse(decodeURIComponent(access.value)) as { accessToken: string }).accessToken
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ aud: 'app-api' })
    expect(await page.evaluate(async (bearer) => (await fetch('/app-api/user/info', { headers: { authorization: `Bearer ${bearer}` } })).status, token)).toBe(200)
    // Payload's own customer routes are closed (asked outside the page: a 404 there is expected, not a problem of the page);
    // the app token opens nothing of Payload's either.
    for (const me of ['/api/customers/me', '/api/users/me']) {
      const answer = await page.request.get(`${baseURL}${me}`, { headers: { authorization: `Bearer ${token}` } })
      expect(((await answer.json()) as { user?: unknown }).user ?? null, me).toBeNull()
    }

    // The worker sends the notice a moment after the confirmation (the job queue).
    await expect.poll(() => latestMail(outbox, 'lena@example.com')).toContain('lena.neu@example.com')
    const notice = latestMail(outbox, 'lena@example.com')
    expect(notice).toContain('lang="de"')
    expect(notice).toContain('lena.neu@example.com')
    // A second use of the link changes nothing.
    await openReady(page, link)
    await expect(page.locator('h1')).toHaveText(de.account.emailChangeFailedTitle)
    // The two failed requests are the refused email changes.
    expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/de\/actions\/users\/update-profile\)$/), expect.stringMatching(/status of 400 .*\/de\/actions\/users\/update-profile\)$/)])
    await context.close()
  })
})

test.describe('the customer’s own data on the account page', () => {
  test('downloads their data as a JSON file, deletes the account after a warning and their password, and can no longer sign in (fr)', async ({ browser, login }) => {
    const email = 'partante@example.com'
    await confirmedCustomer(baseURL, site.dataDir, { email, password, firstName: 'Zoé', lastName: 'Partante' })
    const { page, context, problems } = await newPage(browser, { locale: 'fr-FR' })
    const signIn = async () => {
      const form = page.locator('form.account-form')
      await form.getByLabel(fr.account.email, { exact: true }).fill(email)
      await form.getByLabel(fr.account.password, { exact: true }).fill(password)
      await form.getByRole('button', { name: fr.account.signIn }).click()
    }
    await login(page, { email, password })
    await openReady(page, `${baseURL}/account?lang=fr`)
    await expect(page.locator('h1')).toHaveText(fr.account.hello.replace('{name}', 'Zoé'))
    await openReady(page, page.url())

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: fr.accountData.download }).click()])
    expect(download.suggestedFilename()).toMatch(/^milepost-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; firstName: string }; orders: unknown[] }
    expect(data.account).toMatchObject({ email, firstName: 'Zoé' })
    expect(data.orders).toEqual([])

    const danger = page.locator('details.account__delete')
    await danger.locator('summary', { hasText: fr.accountData.deleteTitle }).click()
    await expect(danger.getByRole('note')).toHaveText(fr.accountData.deleteWarning)
    const confirm = danger.locator('form.account-form')
    await confirm.getByLabel(fr.accountData.password, { exact: true }).fill('pas-le-bon-mot-de-passe')
    await confirm.getByRole('button', { name: fr.accountData.deleteButton }).click()
    await expect(confirm.locator('#account-password-error')).toHaveText(fr.accountData.wrongPassword)
    expect(await seriousA11yViolations(page)).toEqual([])
    await confirm.getByLabel(fr.accountData.password, { exact: true }).fill(password)
    await confirm.getByRole('button', { name: fr.accountData.deleteButton }).click()
    await page.waitForURL(/\/account\?.*deleted=1/)
    await expect(page.locator('.account__done')).toHaveText(fr.accountData.deleted)
    await expect.poll(async () => (await siteUser(page)).user).toBeNull()

    await openReady(page, `${baseURL}/account?lang=fr`)
    await signIn()
    await expect(page.locator('.account .form-error')).toHaveText(fr.account.badCredentials)
    // The public boards still load.
    expect((await page.request.get(`${baseURL}/fr/events/long-haul-challenge/leaderboard`)).status()).toBe(200)
    // The failed requests are the refused password and the sign-in after deletion.
    expect(problems.filter((p) => !/status of 400 .*\/actions\/(milepost\/account\/delete-account|users\/login)\)$/.test(p))).toEqual([])
    await context.close()
  })
})
