import fs from 'node:fs'
import { enteredRunner } from '../support/entered-runner'
import { adminGet, adminToken } from './admin-api'
import { newPage, seriousA11yViolations } from './browser'
import { signIn } from './customers'
import { expect, site, test } from './fixtures'
import { lastMail } from './mail'
import { appBearer, eventUnderWay } from './race-setup'

type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/** A captain (signed up, paid) of a new team in an event under way, with two adult places bought in bulk; answers the team's id. */
async function captainWithPlaces(title: string) {
  const event = await eventUnderWay(title, { team: true })
  const captain = { email: `captain.${Date.now()}@example.com`, password: 'captain-password-1' }
  const teamName = `${title} Crew`
  await enteredRunner(site.baseURL, event.slug, captain.email, {
    firstName: 'Cleo',
    lastName: 'Captain',
    password: captain.password,
    options: ({ distances }) => ({ entryPath: 'create-team', teamName, teamDistance: distances[0], teamTimezone: 'Europe/London', teamEmblem: 'bolt' }),
    bulkAdult: 2,
  })
  const token = await adminToken(site.baseURL)
  const [team] = (await adminGet<{ docs: { id: number }[] }>(site.baseURL, token, `/teams?where[name][equals]=${encodeURIComponent(teamName)}&depth=0`)).docs
  return { event, captain, teamId: team!.id, teamName }
}

test('a captain invites by link: a member joins on a free place, and the captain removes another, whose place is free again', async ({ browser, newCustomer }) => {
  test.setTimeout(120_000)
  const t = messages('en').teamPlaces
  const { event, captain, teamId, teamName } = await captainWithPlaces('Link Relay')

  const cap = await newPage(browser)
  await signIn(cap.page, captain)
  await cap.page.goto(`/account/teams/${teamId}`)
  const invite = cap.page.locator('section.captain-invite')
  await expect(invite.getByRole('heading', { name: t.inviteTitle })).toBeVisible()
  await expect(cap.page.getByText(fill(t.placesFree, { adult: 2, child: 0 }))).toBeVisible()
  const inviteUrl = (await invite.getByTestId('invite-link').getAttribute('href'))!
  const code = (await invite.getByTestId('team-code').textContent())!
  expect(inviteUrl).toContain(`/account/join/${code}`)
  expect(await seriousA11yViolations(cap.page)).toEqual([])
  // A new emblem from the set, until the cut-off.
  const emblem = cap.page.locator('section.captain-emblem')
  await emblem.getByLabel(t.emblemLabel).selectOption('wave')
  await emblem.getByRole('button', { name: t.emblemButton }).click()
  await expect(emblem.getByRole('status')).toHaveText(t.emblemSaved)

  // Lea joined earlier with the code, from the app.
  const lea = await newCustomer({ firstName: 'Lea', lastName: 'Early' })
  const joinedEarly = await fetch(`${site.baseURL}/app-api/teams/join`, {
    method: 'POST',
    headers: { ...(await appBearer(lea.email, lea.password)), 'content-type': 'application/json' },
    body: JSON.stringify({ code, firstName: 'Lea', lastName: 'Early', waiver: true }),
  })
  expect(joinedEarly.status).toBe(200)

  // Max opens the invite link, signed in, and takes the last free place.
  const max = await newCustomer({ firstName: 'Max', lastName: 'Joiner' })
  const joiner = await newPage(browser)
  await signIn(joiner.page, max)
  await joiner.page.goto(inviteUrl.slice(inviteUrl.indexOf('/account/')))
  await expect(joiner.page.getByText(fill(t.joinIntro, { team: teamName, event: event.title }))).toBeVisible()
  await expect(joiner.page.getByText(fill(t.freePlaces, { count: 1 }))).toBeVisible()
  expect(await seriousA11yViolations(joiner.page)).toEqual([])
  await joiner.page.getByRole('button', { name: t.joinFree }).click()
  await expect(joiner.page.locator('form.take-place').getByRole('alert')).toHaveText(t.waiverRequired)
  await joiner.page.getByLabel(t.waiver).check()
  await joiner.page.getByRole('button', { name: t.joinFree }).click()
  await joiner.page.waitForURL(/\/account\/races\/\d+/)
  await expect(joiner.page.locator('.race-page')).toBeVisible()
  await joiner.context.close()

  // The captain sees both, and removes Lea: her place is free again.
  await cap.page.reload()
  const members = cap.page.locator('.team-members__member')
  await expect(members).toHaveCount(3)
  await expect(cap.page.getByText(fill(t.placesFree, { adult: 0, child: 0 }))).toBeVisible()
  const leaRow = members.filter({ hasText: 'Lea Early' })
  await leaRow.getByRole('button', { name: `${t.removeButton}: Lea Early` }).click()
  await expect(leaRow).toContainText(fill(t.removeConfirm, { name: 'Lea Early' }))
  await leaRow.getByRole('button', { name: t.removeYes }).click()
  await expect(members.filter({ hasText: 'Lea Early' })).toHaveCount(0)
  await expect(members).toHaveCount(2)
  await expect(cap.page.getByText(fill(t.placesFree, { adult: 1, child: 0 }))).toBeVisible()
  await cap.context.close()
})

test('in Italian: a captain gives two bulk places to named people, who claim them from their mails in French and Dutch', async ({ browser, newCustomer }) => {
  test.setTimeout(150_000)
  const t = messages('it').teamPlaces
  const { event, captain, teamId, teamName } = await captainWithPlaces('Posti Relay')
  const kimEmail = `kim.places.${Date.now()}@example.com`
  const luEmail = `lu.places.${Date.now()}@example.com`

  const cap = await newPage(browser, { locale: 'it-IT' })
  await signIn(cap.page, captain)
  await cap.page.goto(`/account/teams/${teamId}?lang=it`)
  const places = cap.page.locator('section.captain-places')
  await expect(places.getByRole('heading', { name: t.placesTitle })).toBeVisible()
  for (const [first, email, language] of [
    ['Kim', kimEmail, 'fr'],
    ['Lu', luEmail, 'nl'],
  ] as const) {
    await places.getByLabel(t.kind).selectOption('adult')
    await places.getByLabel(t.firstName, { exact: true }).fill(first)
    await places.getByLabel(t.lastName, { exact: true }).fill('Lee')
    await places.getByLabel(t.email, { exact: true }).fill(email)
    await places.getByLabel(t.language).selectOption(language)
    await places.getByRole('button', { name: t.allocateButton }).click()
    await expect(places.getByRole('status')).toHaveText(fill(t.allocated, { email }))
  }
  await expect(places.locator('.captain-places__held li')).toHaveCount(2)
  expect(await seriousA11yViolations(cap.page)).toEqual([])

  for (const [first, email, locale] of [
    ['Kim', kimEmail, 'fr'],
    ['Lu', luEmail, 'nl'],
  ] as const) {
    const mine = messages(locale).teamPlaces
    await expect.poll(() => lastMail(email), { timeout: 20_000 }).toContain('claim-place')
    const mail = lastMail(email)
    // They sign up with the address the captain gave (its confirmation mail comes after the place's).
    const person = await newCustomer({ email, firstName: first, lastName: 'Lee' })
    expect(mail).toContain(fill(mine.mailSubject, { captain: 'Cleo Captain', team: teamName }))
    const link = /https?:\/\/[^\s"]+\/account\/claim-place\?[^\s"<]+/.exec(mail)![0].replaceAll('&#38;', '&')
    const claimer = await newPage(browser, { locale })
    await signIn(claimer.page, person)
    await claimer.page.goto(link.slice(link.indexOf('/account/')))
    await expect(claimer.page.getByText(fill(mine.claimIntro, { team: teamName, event: event.title }))).toBeVisible()
    await expect(claimer.page.getByLabel(mine.firstName, { exact: true })).toHaveValue(first)
    expect(await seriousA11yViolations(claimer.page)).toEqual([])
    await claimer.page.getByLabel(mine.waiver).check()
    await claimer.page.getByRole('button', { name: mine.claimButton }).click()
    await claimer.page.waitForURL(/\/account\/races\/\d+/)
    await expect(claimer.page.locator('.race-page')).toBeVisible()
    await claimer.context.close()
  }

  await cap.page.reload()
  await expect(cap.page.locator('.team-members__member')).toHaveCount(3)
  await expect(cap.page.locator('.captain-places__held li')).toHaveCount(0)
  await expect(cap.page.getByText(fill(t.placesFree, { adult: 0, child: 0 }))).toBeVisible()
  await cap.context.close()
})
