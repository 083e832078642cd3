import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { demoMember } from '@/seed/run-club'
import { seed } from '@/seed/seed'

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
