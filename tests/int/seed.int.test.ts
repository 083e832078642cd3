import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { raceStatus, raceWindow } from '@/races/window'
import { texts } from '@/seed/catalogue'
import { demoRunner } from '@/seed/entries'
import { demoTeammates } from '@/seed/races'
import { demoMember } from '@/seed/run-club'
import { seed } from '@/seed/seed'
import { payloadRaceStore } from '@/server/stores/race-store'
import { pdfText } from '../support/pdf-text'

let payload: Payload
let first: string[]

beforeAll(async () => {
  payload = await getPayload({ config })
  first = (await seed(payload)).created
}, 300_000)

describe('demo content of the run club', () => {
  it('sells a run-club membership in the Run Club section, in all nine languages', async () => {
    expect(first).toEqual(expect.arrayContaining(['section run-club', 'coupon CLUB15', 'run-club membership, kit and event', 'run-club member']))
    const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: 'run-club-membership' } }, depth: 1, joins: { variants: { limit: 5 } } })
    const membership = docs[0]!
    expect(membership).toMatchObject({ productType: 'simple', grantsRunClubMembership: true, _status: 'published', section: { slug: 'run-club' } })
    expect(membership.images).toHaveLength(1)
    expect(membership.variants?.docs).toHaveLength(1)
    const titles = new Set<string>()
    for (const locale of locales) titles.add((await payload.findByID({ collection: 'products', id: membership.id, locale, depth: 0 })).title)
    expect(titles.size).toBe(locales.length)
  })

  it('marks two kit products and one event for the club, and has the members-only CLUB15 on kit', async () => {
    const gear = await payload.find({ collection: 'products', where: { runClubGear: { equals: true } }, depth: 0 })
    expect(gear.docs.map((p) => p.slug).sort()).toEqual(['buff-neck-warmer', 'running-cap'])
    const events = await payload.find({ collection: 'events', where: { runClubEvent: { equals: true } }, depth: 0 })
    expect(events.docs.map((e) => e.slug)).toEqual(['midsummer-relay'])
    const club = (await payload.find({ collection: 'coupons', where: { code: { equals: 'CLUB15' } } })).docs[0]
    expect(club).toMatchObject({ kind: 'percentage', amount: 15, scope: 'merch', enabled: true, membersOnly: true })
  })

  it('has a confirmed member who can sign in', async () => {
    const { user } = await payload.login({ collection: 'customers', data: demoMember })
    expect(user).toMatchObject({ email: demoMember.email, runClubMember: true })
  })

  it('adds nothing the second time, and leaves editors’ changes to the club’s kit alone', async () => {
    const cap = (await payload.find({ collection: 'products', where: { slug: { equals: 'running-cap' } }, depth: 0 })).docs[0]!
    await payload.update({ collection: 'products', id: cap.id, data: { runClubGear: false }, context: { disableRevalidate: true } })
    expect((await seed(payload)).created).toEqual([])
    expect((await payload.findByID({ collection: 'products', id: cap.id, depth: 0 })).runClubGear).toBe(false)
    expect((await payload.count({ collection: 'customers', where: { email: { equals: demoMember.email } } })).totalDocs).toBe(1)
  })
})

describe('demo races (issue 17)', () => {
  const customerId = async (email: string) => (await payload.find({ collection: 'customers', where: { email: { equals: email } }, depth: 0 })).docs[0]!.id

  it('adds an event under way and one just ended, in all nine languages', async () => {
    expect(first).toEqual(expect.arrayContaining(['event long-haul-challenge', 'event riverside-half', 'team Canal Path Crew']))
    const today = new Date().toISOString().slice(0, 10)
    for (const [slug, under] of [
      ['long-haul-challenge', true],
      ['riverside-half', false],
    ] as const) {
      const event = (await payload.find({ collection: 'events', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!
      expect(event.eventStartDate.slice(0, 10) < today).toBe(true)
      expect(event.eventEndDate.slice(0, 10) > today).toBe(under)
      for (const locale of locales) {
        const { title, image } = await payload.findByID({ collection: 'events', id: event.id, locale, depth: 1 })
        expect(title).toBe(texts[locale].events[slug]!.title)
        expect(typeof image === 'object' && image?.alt).toBe(texts[locale].events[slug]!.title)
      }
    }
  })

  it('gives the demo runner a team race under way with runs, and a finished race with its certificate and its medal to send', async () => {
    const store = payloadRaceStore(payload)
    const runner = await customerId(demoRunner.email)
    const races = await store.racesOf(runner, 'en')
    const open = races.find((r) => r.event.slug === 'long-haul-challenge')!
    expect(raceStatus(raceWindow(open.rules, open.clock), open, new Date())).toBe('open')
    const runs = await store.runsOf(runner, open.entryId)
    expect(runs.length).toBeGreaterThanOrEqual(3)
    expect(runs.every((r) => r.status === 'counted' && r.startedAt.getTime() < Date.now())).toBe(true)
    expect(open.totals).toEqual({ meters: runs.reduce((m, r) => m + r.distanceMeters, 0), seconds: runs.reduce((s, r) => s + r.durationSeconds, 0), runs: runs.length })
    expect(open.totals.meters).toBeLessThan(open.targetMeters)

    const finished = races.find((r) => r.event.slug === 'riverside-half')!
    expect(finished.finishedAt).not.toBeNull()
    expect(finished.totals.meters).toBeGreaterThanOrEqual(finished.targetMeters)
    expect(finished.totals.meters).toBe((await store.runsOf(runner, finished.entryId)).reduce((m, r) => m + r.distanceMeters, 0))
    expect(finished.hasCertificate).toBe(true)
    const [page] = await pdfText((await store.certificate(finished.entryId))!)
    expect(page).toContain('Robin Runner')
    expect(page).toContain('Riverside Half')
    expect(finished.medal?.status).toBe('awaiting-address')
    const shipments = await payload.find({ collection: 'medal-shipments', where: { entry: { equals: finished.entryId } }, depth: 0 })
    expect(shipments.docs).toHaveLength(1)
  })

  it('has a team of three under way, each with counted runs, on the event’s leaderboard with two runners who opted in', async () => {
    const store = payloadRaceStore(payload)
    const open = (await store.racesOf(await customerId(demoRunner.email), 'en')).find((r) => r.event.slug === 'long-haul-challenge')!
    const members = await store.teamContributions(open.team!.id)
    expect(members).toHaveLength(3)
    expect(members.every((m) => m.meters > 0)).toBe(true)
    for (const mate of demoTeammates) {
      const { user } = await payload.login({ collection: 'customers', data: { email: mate.email, password: mate.password } })
      expect((await store.racesOf(user!.id, mate.locale)).map((r) => r.team?.id)).toEqual([open.team!.id])
    }
    const board = await store.board(open.event.id, 50)
    expect(board.teams).toEqual([expect.objectContaining({ name: 'Canal Path Crew', members: 3, meters: members.reduce((m, r) => m + r.meters, 0), finished: false })])
    expect(board.runners.map((r) => r.name).sort()).toEqual(['Priya S.', 'Robin R.'])
  })

  it('adds no entry, run, team, shipment or account when seeded again', async () => {
    const collections = ['entries', 'activities', 'teams', 'medal-shipments', 'customers', 'events', 'variants'] as const
    const count = async () => Promise.all(collections.map(async (collection) => (await payload.count({ collection })).totalDocs))
    const before = await count()
    expect((await seed(payload)).created).toEqual([])
    expect(await count()).toEqual(before)
  })
})
