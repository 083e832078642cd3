import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import type { Page } from 'playwright-core'
import { fitFile, gpxFile, northbound } from '../../src/races/fixtures.test-support'
import { enteredRunner } from '../support/entered-runner'
import { pdfText } from '../support/pdf-text'
import { adminGet, adminPatch, adminToken, signInToAdmin } from './admin-api'
import { newPage, seriousA11yViolations } from './browser'
import { signIn } from './customers'
import { expect, site, test } from './fixtures'
import { DAY, eventUnderWay, isoDay, logRunOverApp, showOnBoard } from './race-setup'

const baseURL = site.baseURL
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
const password = 'race-runner-password'

/** Mails to an address in the site's outbox, quoted-printable decoded. */
function mailsTo(email: string): string[] {
  const outbox = path.join(site.dataDir, 'outbox')
  const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8'))
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .sort()
        .map((f) => decode(fs.readFileSync(path.join(outbox, f), 'utf8')))
        .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    : []
}

/** Waits for the race page's outcome line after logging a run, and for the refreshed progress. */
async function logged(page: Page, t: Messages['races']) {
  await expect(page.locator('section.log-run .log-run__outcome')).toHaveText(t.logged, { timeout: 15_000 })
}

test('in German: a runner logs a run by hand, a GPX and a FIT file, finishes, downloads the certificate, confirms the address and is mailed the tracking link', async ({ browser }) => {
  test.setTimeout(180_000)
  const t = messages('de').races
  const event = await eventUnderWay('Herbstlauf')
  const email = `herbst-${Date.now()}@example.com`
  await enteredRunner(baseURL, event.slug, email, { firstName: 'Łucja', lastName: 'Läufer', password })
  const { context, page, problems } = await newPage(browser, { locale: 'de-DE', acceptDownloads: true })
  await signIn(page, { email, password })

  await page.goto(`${baseURL}/account/races?lang=de`)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('link', { name: event.title }).click()
  await page.waitForURL(/\/account\/races\/\d+/)
  const entryId = Number(/\/account\/races\/(\d+)/.exec(page.url())![1])
  await expect(page.locator('.race-status').first()).toHaveText(t.status.open)
  expect(await seriousA11yViolations(page)).toEqual([])

  // By hand: yesterday at 07:30 on the runner's clock (London), 3 km in 18 minutes.
  const hand = page.locator('form.log-run__form').first()
  await hand.getByLabel(t.date, { exact: true }).fill(isoDay(Date.now() - DAY))
  await hand.getByLabel(t.time, { exact: true }).fill('07:30')
  await hand.getByLabel(t.distance.replace('{unit}', t.unit.km), { exact: true }).fill('3')
  await hand.getByLabel(t.minutes, { exact: true }).fill('18')
  await expect(hand.getByLabel(t.activityType, { exact: true })).toHaveValue('run')
  await hand.getByRole('button', { name: t.save }).click()
  await logged(page, t)
  await expect(page.locator('.run-list__run')).toHaveCount(1)
  await expect(page.locator('.run-list__run').first()).toContainText('Laufen')

  // A bike ride is refused, in German, naming it and what the race counts; nothing is logged.
  const upload = page.locator('form.log-run__form').nth(1)
  const ride = gpxFile({ tracks: [[northbound({ startMs: Date.now() - 4 * DAY, count: 400, everySeconds: 5, metersPerSecond: 6 })]], type: 'cycling' })
  await upload.getByLabel(t.fileLabel).setInputFiles({ name: 'radtour.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(ride) })
  await upload.getByRole('button', { name: t.upload }).click()
  const wrongSport = createTranslator({ locale: 'de', messages: messages('de') })('races.file.wrongSport', { sport: 'cycling', event: event.title, types: 'Laufen und Gehen' })
  await expect(page.locator('section.log-run .log-run__outcome')).toHaveText(wrongSport)
  await expect(page.locator('.run-list__run')).toHaveCount(1)

  // A GPX of 3.5 km and a FIT of 4 km, made here; the FIT by Garmin's own encoder.
  const gpxStart = Date.now() - 2 * DAY
  const gpx = gpxFile({ tracks: [[northbound({ startMs: gpxStart, count: Math.round(3500 / 15) + 1, everySeconds: 5 })]] })
  await upload.getByLabel(t.fileLabel).setInputFiles({ name: 'morgenlauf.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx) })
  await upload.getByRole('button', { name: t.upload }).click()
  await logged(page, t)
  const fitStart = Date.now() - 3 * DAY
  const fit = fitFile({ points: northbound({ startMs: fitStart, count: 1300 }), session: { startMs: fitStart, elapsedSeconds: 1300, timerSeconds: 1300, meters: 4000 } })
  await upload.getByLabel(t.fileLabel).setInputFiles({ name: 'uhr.fit', mimeType: 'application/vnd.ant.fit', buffer: Buffer.from(fit) })
  await upload.getByRole('button', { name: t.upload }).click()
  await logged(page, t)
  await expect(page.locator('.run-list__run')).toHaveCount(3)
  await expect(page.locator('.race-status').first()).toHaveText(t.status.finished)

  // The certificate is made by the job worker moments later.
  const download = page.getByRole('link', { name: t.downloadCertificate })
  await expect
    .poll(
      async () => {
        await page.reload()
        return download.count()
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  const text = (await pdfText(new Uint8Array(fs.readFileSync((await file.path())!)))).join('\n')
  expect(text).toContain('Łucja Läufer') // every letter: the certificate's font is Unicode
  expect(text).toContain('Herbstlauf')
  expect(text).toContain('10 km')
  expect(text).toContain(messages('de').certificate.title.toUpperCase())

  // The medal: a new address on the race page, then an editor ships it.
  const checkout = messages('de').checkout
  const medal = page.locator('form.medal-delivery')
  await expect.poll(() => medal.locator('#shippingAddress-countryCode option').count()).toBeGreaterThan(200)
  await medal.locator('#shippingAddress-countryCode').selectOption('DE')
  await medal.getByLabel(checkout.firstName, { exact: true }).fill('Greta')
  await medal.getByLabel(checkout.lastName, { exact: true }).fill('Läufer')
  await medal.getByLabel(checkout.addressLine1, { exact: true }).fill('Laufweg 1')
  await medal.getByLabel(checkout.city, { exact: true }).fill('Berlin')
  await medal.getByLabel(checkout.postcode, { exact: true }).fill('10115')
  await medal.getByRole('button', { name: t.medal.confirm }).click()
  await expect(page.locator('.medal-section')).toContainText(t.medal.confirmed, { timeout: 15_000 })

  const token = await adminToken(baseURL)
  const [shipment] = (await adminGet<{ docs: { id: number; status: string }[] }>(baseURL, token, `/medal-shipments?where[entry][equals]=${entryId}&depth=0`)).docs
  expect(shipment?.status).toBe('address-confirmed')
  await adminPatch(baseURL, token, `/medal-shipments/${shipment!.id}`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })
  const shippedText = messages('de').raceEmail.shippedBody.replace('{carrier}', 'DHL').replace('{tracking}', '00340434161094042557')
  await expect.poll(() => mailsTo(email).some((m) => m.includes(shippedText)), { timeout: 20_000 }).toBe(true)
  const mail = mailsTo(email).find((m) => m.includes(shippedText))!
  expect(mail).toContain(messages('de').raceEmail.trackParcel)
  await page.reload()
  await expect(page.locator('.medal-section')).toContainText(t.medal.shipped.replace('{carrier}', 'DHL').replace('{tracking}', '00340434161094042557'))
  // The bike ride's refusal is the one answer the browser reports (a 400).
  expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/activities\/upload\)$/)])
  await context.close()
})

test('a team of three finishes on its pooled distance; the leaderboard shows aggregates to a visitor and the team page contributions to a member', async ({ browser }) => {
  test.setTimeout(180_000)
  const event = await eventUnderWay('Team Relay Week', { team: true })
  const stamp = Date.now()
  const names = [
    ['Ada', 'Stride', `ada-${stamp}@example.com`],
    ['Ben', 'Pace', `ben-${stamp}@example.com`],
    ['Cai', 'Tempo', `cai-${stamp}@example.com`],
  ] as const
  const teamName = `Relay Foxes ${stamp}`
  await enteredRunner(baseURL, event.slug, names[0][2], {
    firstName: names[0][0],
    lastName: names[0][1],
    password,
    options: ({ distances }) => ({ entryPath: 'create-team', teamName, teamDistance: distances[0], teamTimezone: 'Europe/London', teamEmblem: 'bolt' }),
  })
  const token = await adminToken(baseURL)
  const [team] = (await adminGet<{ docs: { id: number }[] }>(baseURL, token, `/teams?where[name][equals]=${encodeURIComponent(teamName)}&depth=0`)).docs
  for (const [first, last, email] of names.slice(1)) {
    await enteredRunner(baseURL, event.slug, email, { firstName: first, lastName: last, password, options: () => ({ entryPath: 'join-team', teamToJoin: team!.id }) })
  }
  // Each runs 10 km over the app API (the team's target is the members' 3 × 10 km); Ada opts in to the board.
  for (const [i, [, , email]] of names.entries()) {
    const run = { startedAt: new Date(Date.now() - (i + 1) * DAY).toISOString(), distanceMeters: 10_000, durationSeconds: 3300, activityType: 'run' }
    const { entryId, bearer, answer } = await logRunOverApp(email, password, event.id, run)
    expect(answer.status).toBe(201)
    if (i === 0) await showOnBoard(entryId, bearer)
  }

  const t = messages('en').races
  const visitor = await newPage(browser)
  await visitor.page.goto(`${baseURL}/events/${event.slug}/leaderboard`)
  const teams = visitor.page.locator('section[aria-labelledby="board-teams"]')
  await expect(teams).toContainText(teamName)
  await expect(teams).toContainText(t.board.finished)
  // The board speaks the event's unit, whoever reads it.
  await expect(teams).toContainText('30 km / 30 km')
  const runners = visitor.page.locator('section[aria-labelledby="board-runners"]')
  await expect(runners).toContainText('Ada S.')
  await expect(runners).not.toContainText('Ben')
  // Nowhere in the page, its data included.
  await expect.poll(() => visitor.page.content()).not.toContain('Stride')
  expect(await seriousA11yViolations(visitor.page)).toEqual([])
  expect(visitor.problems).toEqual([])
  await visitor.context.close()

  const member = await newPage(browser)
  await signIn(member.page, { email: names[1][2], password })
  await member.page.goto(`${baseURL}/account/races`)
  await member.page.getByRole('link', { name: event.title }).click()
  await member.page.waitForURL(/\/account\/races\/\d+/)
  const contributions = member.page.locator('.team-contributions')
  await expect(contributions).toContainText('Ada Stride')
  await expect(contributions).toContainText('Cai Tempo')
  await expect(member.page.locator('.race-progress--team')).toContainText(t.teamProgress.replace('{done}', '18.6 mi').replace('{target}', '30 km'))
  expect(member.problems).toEqual([])
  await member.context.close()
})

test('an editor chooses what an event counts in the admin: the pickers name what is chosen, and find Wheelchair and the race belt', async ({ browser }) => {
  test.setTimeout(120_000)
  const event = await eventUnderWay('Push and Run Week')
  const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
  await signInToAdmin(page)
  await page.goto(`${baseURL}/admin/collections/events/${event.id}`)
  const rules = page
    .locator('.collapsible')
    .filter({ has: page.getByText('Race rules', { exact: true }) })
    .first()
  await rules.getByRole('button', { name: 'Toggle block' }).first().click()
  const field = page.locator('#field-activityTypes')
  // A new event counts running and walking, each named (the picker read their names through the REST API).
  const chosen = (name: string) => field.getByRole('button', { name: `Edit ${name}`, exact: true })
  await expect(chosen('Running')).toBeVisible()
  await expect(chosen('Walking')).toBeVisible()
  // The picker asks the REST API for the types, as an editor types.
  await field.locator('.rs__control').click()
  await page.keyboard.type('Wheel')
  await page.locator('.rs__option', { hasText: 'Wheelchair' }).click()
  await expect(chosen('Wheelchair')).toBeVisible()
  // The merch picker asks the same way for products.
  const merch = page.locator('#field-merch')
  await merch.locator('.rs__control').click()
  await page.keyboard.type('Race Belt')
  await page.locator('.rs__option', { hasText: 'Race Belt' }).first().click()
  await expect(merch.getByRole('button', { name: 'Edit Race Belt', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|Published successfully/).first()).toBeVisible({ timeout: 30_000 })

  const token = await adminToken(baseURL)
  const saved = await adminGet<{ activityTypes: { key: string }[]; merch: { title: string }[] }>(baseURL, token, `/events/${event.id}?depth=1`)
  expect(saved.activityTypes.map((type) => type.key)).toEqual(['run', 'walk', 'wheelchair'])
  expect(saved.merch.map((product) => product.title)).toEqual(['Race Belt'])
  await context.close()
})

const shots = path.join('test-results', 'screenshots')
async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
  }
}

test('in Dutch: a runner corrects a typo (15 km for 1.5 km), deletes a run, and after choosing miles sees runs in miles while the target stays 50 km', async ({ browser }) => {
  test.setTimeout(180_000)
  const t = messages('nl').races
  const account = messages('nl').account
  const event = await eventUnderWay('Typo Trail', {
    entryDistances: [
      { label: '50K', lengthKm: 50 },
      { label: '100K', lengthKm: 100 },
    ],
  })
  const email = `typo-${Date.now()}@example.com`
  await enteredRunner(baseURL, event.slug, email, { firstName: 'Noor', lastName: 'Typfout', password })
  const { context, page, problems } = await newPage(browser, { locale: 'nl-NL' })
  await signIn(page, { email, password })
  await page.goto(`${baseURL}/account/races?lang=nl`)
  await page.getByRole('link', { name: event.title }).click()
  await page.waitForURL(/\/account\/races\/\d+/)
  const raceUrl = page.url()
  const progress = page.locator('.race-progress').first()

  // The typo: 15 km in 90 minutes, yesterday.
  const hand = page.locator('form.log-run__form').first()
  const logByHand = async (day: string, km: string, minutes: string) => {
    await hand.getByLabel(t.date, { exact: true }).fill(day)
    await hand.getByLabel(t.time, { exact: true }).fill('07:30')
    await hand.getByLabel(t.distance.replace('{unit}', t.unit.km), { exact: true }).fill(km)
    await hand.getByLabel(t.minutes, { exact: true }).fill(minutes)
    await hand.getByRole('button', { name: t.save }).click()
    await logged(page, t)
  }
  await logByHand(isoDay(Date.now() - DAY), '15', '90')
  await expect(progress).toContainText(t.progress.replace('{done}', '15 km').replace('{target}', '50 km'))

  const rows = page.locator('.run-list__run')
  await rows.first().getByRole('button', { name: t.editRun }).click()
  const form = rows.first().locator('form.run-actions__form')
  await form.getByLabel(t.distance.replace('{unit}', t.unit.km), { exact: true }).fill('1.5')
  await form.getByLabel(t.hours, { exact: true }).fill('0')
  await form.getByLabel(t.minutes, { exact: true }).fill('10')
  await form.getByRole('button', { name: t.saveChanges }).click()
  await expect(progress).toContainText(t.progress.replace('{done}', '1,5 km').replace('{target}', '50 km'))
  await expect(rows.first()).toContainText('6:40 /km')

  // A second run, then deleted: the total goes back.
  await logByHand(isoDay(Date.now() - 2 * DAY), '5', '30')
  await expect(progress).toContainText(t.progress.replace('{done}', '6,5 km').replace('{target}', '50 km'))
  await expect(rows).toHaveCount(2)
  await shoot(page, 'nl-race-runs')
  await page.setViewportSize({ width: 390, height: 900 })
  // On a phone each run is a card: the date stays on one line, the actions within reach.
  const dateCell = rows.first().locator('.run-list__date')
  expect((await dateCell.boundingBox())!.height).toBeLessThan(40)
  await rows.nth(1).getByRole('button', { name: t.deleteRun }).click()
  await rows.nth(1).getByRole('button', { name: t.confirmDeleteYes }).click()
  await expect(rows).toHaveCount(1)
  await expect(progress).toContainText(t.progress.replace('{done}', '1,5 km').replace('{target}', '50 km'))
  await page.setViewportSize({ width: 1366, height: 900 })

  // Miles, chosen once in the account: runs, totals and paces follow; the event's target does not.
  await page.goto(`${baseURL}/account?lang=nl`)
  await page.getByLabel(account.unitMi, { exact: true }).check()
  await page.getByRole('button', { name: account.unitSave }).click()
  await expect(page.locator('.distance-unit [role="status"]')).toContainText('mijlen')
  await page.goto(raceUrl)
  await expect(progress).toContainText(t.progress.replace('{done}', '0,9 mi').replace('{target}', '50 km'))
  await expect(page.getByText(t.target.replace('{distance}', '50 km'))).toBeVisible()
  await expect(rows.first()).toContainText('0,9 mi')
  await expect(rows.first()).toContainText('/mi')
  expect(await seriousA11yViolations(page)).toEqual([])
  await shoot(page, 'nl-race-miles')
  expect(problems).toEqual([])
  await context.close()
})

test('the leaderboard ranks by share of each runner’s own target and narrows to one distance without JavaScript', async ({ browser }) => {
  test.setTimeout(180_000)
  const event = await eventUnderWay('Share Stakes', {
    entryDistances: [
      { label: '50K', lengthKm: 50 },
      { label: '100K', lengthKm: 100 },
    ],
  })
  const stamp = Date.now()
  // Raw distance would put Cleo (60 km of 100), Bea (40 km of 100), then Abe (35 km of 50).
  const runners = [
    ['Abe', 'Half', `abe-${stamp}@example.com`, 0, 35_000],
    ['Bea', 'Long', `bea-${stamp}@example.com`, 1, 40_000],
    ['Cleo', 'Long', `cleo-${stamp}@example.com`, 1, 60_000],
  ] as const
  for (const [first, last, email, distance, meters] of runners) {
    await enteredRunner(baseURL, event.slug, email, { firstName: first, lastName: last, password, options: ({ distances }) => ({ distance: distances[distance] }) })
    const run = { startedAt: new Date(Date.now() - DAY).toISOString(), distanceMeters: meters, durationSeconds: Math.round(meters * 0.4), activityType: 'run' }
    const { entryId, bearer, answer } = await logRunOverApp(email, password, event.id, run)
    expect(answer.status).toBe(201)
    await showOnBoard(entryId, bearer)
  }
  const t = messages('en').races
  const { context, page, problems } = await newPage(browser, { javaScriptEnabled: false })
  await page.goto(`${baseURL}/events/${event.slug}/leaderboard`)
  const cells = page.locator('section[aria-labelledby="board-runners"] tbody tr td:nth-child(2)')
  await expect(cells).toHaveText(['Abe H.', 'Cleo L.', 'Bea L.'])
  const rows = page.locator('section[aria-labelledby="board-runners"] tbody tr')
  await expect(rows.first()).toContainText('70%')
  await expect(rows.first()).toContainText('50 km')
  await page.getByLabel(t.board.filter, { exact: true }).selectOption({ label: '100K (100 km)' })
  await page.getByRole('button', { name: t.board.show, exact: true }).click()
  await page.waitForURL(/\?distance=100$/)
  await expect(cells).toHaveText(['Cleo L.', 'Bea L.'])
  await expect(page.getByLabel(t.board.filter, { exact: true })).toHaveValue('100')
  await shoot(page, 'en-leaderboard-100k')
  expect(problems).toEqual([])
  await context.close()
})
