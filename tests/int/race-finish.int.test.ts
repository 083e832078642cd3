import config from '@payload-config'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { GET as shareCardRoute } from '@/app/(site)/[locale]/account/races/[entryId]/share-card/route'
import { env } from '@/lib/env'
import { runDueJobs } from '@/server/jobs/worker'
import { finishMedia, pictureBytes } from '@/server/races/finish-media'
import { payloadRaceStore } from '@/server/stores/race-store'
import { clockAt, realClock } from '../support/clock'
import { pdfText } from '../support/pdf-text'
import { entrant, raceEvent } from '../support/race-world'
import { siteRequest } from '../support/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

type Who = { entryId: number; bearer: Record<string, string>; cookie: Record<string, string> }
const run = (startedAt: string, distanceMeters: number) => ({ startedAt, distanceMeters, durationSeconds: Math.round(distanceMeters / 3), activityType: 'run' })
const log = (who: Who, body: Record<string, unknown>, locale: string) =>
  logRun(
    siteRequest(`/app-api/races/${who.entryId}/activities`, { method: 'POST', headers: { ...who.bearer, 'x-milepost-locale': locale }, body }) as never,
    {
      params: Promise.resolve({ entryId: String(who.entryId) }),
    } as never,
  )
const card = (who: Who, headers: Record<string, string> = {}, locale = 'de', entryId = who.entryId) =>
  shareCardRoute(
    siteRequest(`/de/account/races/${entryId}/share-card`, { headers: { ...who.cookie, ...headers } }) as never,
    { params: Promise.resolve({ locale, entryId: String(entryId) }) } as never,
  )
const mailsTo = (email: string) => {
  const dir = path.join(env.DATA_DIR, 'outbox')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
    : []
}

/** A medal sold with the event, with a picture of its own: the finish shows it. */
async function medalProduct(eventId: number) {
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Medal' },
    filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'),
    context: { disableRevalidate: true },
  })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Medals', slug: `medals-${Date.now()}` }, overrideAccess: true, context: { disableRevalidate: true } })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Finisher medal', slug: `medal-${Date.now()}`, productType: 'medal', section: section.id, images: [media.id], _status: 'published' } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.update({ collection: 'events', id: eventId, data: { merch: [product.id] }, overrideAccess: true, context: { disableRevalidate: true } })
  return media
}

describe('the finish moment', () => {
  it('mails the finish page, frames the certificate with the event’s picture, and draws the share card for its runner only', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', title: 'Sommerlauf am Bodensee' })
    const medal = await medalProduct(event.id)
    const long = 'Maximiliane Adelheid Wilhelmine von Hohenzollern-Sigmaringen-Veringen'
    const runner = (await entrant(payload, event, { email: 'finish.moment@example.com', firstName: 'Łucja 🏃‍♀️', lastName: long, distanceKm: 10 })) as Who
    const other = (await entrant(payload, event, { email: 'finish.other@example.com', distanceKm: 10 })) as Who
    expect((await card(runner)).status).toBe(404) // not finished yet
    expect((await log(runner, run('2026-06-05T07:00:00Z', 10_000), 'de')).status).toBe(201)
    await runDueJobs(payload)

    const mail = mailsTo('finish.moment@example.com').join('\n')
    expect(mail.replace(/=\r?\n/g, '')).toContain(`/account/races/${runner.entryId}/finished?lang=3Dde`)
    const pdf = (await payloadRaceStore(payload).certificate(runner.entryId))!
    expect(
      (
        Buffer.from(pdf)
          .toString('latin1')
          .match(/\/Subtype\s*\/Image/g) ?? []
      ).length,
    ).toBe(2) // the event's picture and the medal's
    expect((await pdfText(pdf)).join('\n')).toContain('Hiermit wird bestätigt, dass')

    const media = await finishMedia(payload, event.id, 'de')
    expect(media.medal?.url).toContain(medal.filename!.replace(/\.\w+$/, ''))
    expect(media.event).not.toBeNull()

    const started = performance.now()
    const answer = await card(runner)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('cache-control')).toBe('private, max-age=86400')
    const png = Buffer.from(await answer.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    expect(performance.now() - started).toBeLessThan(15_000) // one render, bounded by the card's limits
    const tag = answer.headers.get('etag')!
    expect((await card(runner, { 'if-none-match': tag })).status).toBe(304)
    // Another language states the card in its words: another tag.
    expect((await card(runner, { 'if-none-match': tag }, 'en')).status).toBe(200)
    // Another runner, and no one, find nothing there.
    expect((await card(other, {}, 'de', runner.entryId)).status).toBe(404)
    expect((await card({ ...runner, cookie: {} })).status).toBe(404)
  })

  it('reads a picture only from the media folder, only when it decodes, and leaves it out otherwise', async () => {
    const dir = path.join(env.DATA_DIR, 'media')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'not-a-picture.jpg'), '<html>hello</html>')
    expect(await pictureBytes({ url: '/x', alt: '', filename: 'not-a-picture.jpg' })).toBeNull()
    expect(await pictureBytes({ url: '/x', alt: '', filename: '../../package.json' })).toBeNull()
    expect(await pictureBytes({ url: '/x', alt: '', filename: 'missing.webp' })).toBeNull()
    fs.copyFileSync('src/seed/images/catalogue/event-midsummer-relay.jpg', path.join(dir, 'a-picture.jpg'))
    const bytes = (await pictureBytes({ url: '/x', alt: '', filename: 'a-picture.jpg' }, 200))!
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg' })
    expect(Math.max((await sharp(bytes).metadata()).width!, (await sharp(bytes).metadata()).height!)).toBe(200)
  })
})
