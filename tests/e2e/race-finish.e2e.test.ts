import fs from 'node:fs'
import path from 'node:path'
import { enteredRunner } from '../support/entered-runner'
import { overlappingLines, pdfLines } from '../support/pdf-text'
import { newPage, seriousA11yViolations } from './browser'
import { expect, site, test } from './fixtures'
import { DAY, eventUnderWay, logRunOverApp } from './race-setup'

const baseURL = site.baseURL
type Messages = typeof import('../../messages/en.json')
const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Messages
const password = 'finish-runner-password'
const shots = path.join('test-results', 'screenshots')

test('in German: a runner with a long name finishes, opens the finish moment (medal, share card, certificate) and downloads a certificate whose lines never overlap', async ({ browser, login }) => {
  test.setTimeout(180_000)
  const t = de.races
  const event = await eventUnderWay('Herbstlauf im Hochschwarzwald')
  const email = `finish-${Date.now()}@example.com`
  const firstName = 'Maximiliane Adelheid'
  const lastName = 'Freifrau von Hohenzollern-Sigmaringen-Schwarzenberg'
  await enteredRunner(baseURL, event.slug, email, { firstName, lastName, password })

  // 10 km from the app, in German: the race finishes and its certificate is made in German.
  const run = { startedAt: new Date(Date.now() - DAY).toISOString(), distanceMeters: 10_000, durationSeconds: 3333, activityType: 'run' }
  const { entryId, answer: logged } = await logRunOverApp(email, password, event.id, run, { 'x-milepost-locale': 'de' })
  expect(logged.status).toBe(201)
  // The share card is its runner's alone.
  expect((await fetch(`${baseURL}/account/races/${entryId}/share-card?lang=de`)).status).toBe(404)

  const { context, page, problems } = await newPage(browser, { locale: 'de-DE', acceptDownloads: true, viewport: { width: 1366, height: 900 } })
  await login(page, { email, password })

  // From the race page to the finish moment.
  await page.goto(`${baseURL}/account/races/${entryId}?lang=de`)
  await page.getByRole('link', { name: t.finish.open }).click()
  await page.waitForURL(/\/account\/races\/\d+\/finished/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.finish.heading.replace('{name}', firstName))
  await expect(page.getByRole('img', { name: t.finish.medalAlt.replace('{event}', event.title) })).toBeVisible()
  const card = page.locator('img.finish-card')
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
  await expect(page.getByRole('link', { name: t.finish.downloadCard })).toBeVisible()

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
  expect(await seriousA11yViolations(page)).toEqual([])
  fs.mkdirSync(shots, { recursive: true })
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
  await page.screenshot({ path: path.join(shots, 'de-1366_finish-page.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: path.join(shots, 'de-390_finish-page.png'), fullPage: true })
  expect(await seriousA11yViolations(page)).toEqual([])

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  const lines = await pdfLines(new Uint8Array(fs.readFileSync((await file.path())!)))
  const texts = lines.map((l) => l.text)
  expect(texts).toContain(de.certificate.awardedTo)
  expect(texts.join(' ')).toContain(`${firstName} ${lastName}`.split(' ').slice(0, 3).join(' '))
  expect(texts).toEqual(expect.arrayContaining(['10 km', '0:55:33', 'milepost']))
  expect(overlappingLines(lines)).toEqual([])
  expect(problems).toEqual([])
  await context.close()
})
