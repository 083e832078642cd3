import type { Payload, RequestContext } from 'payload'
import { defaultLocale, type Locale, locales } from '../i18n/locales'
import { texts } from './catalogue'
import { fivePrices } from './prices'

const context: RequestContext = { disableRevalidate: true }
const others = locales.filter((l) => l !== defaultLocale)

/** A run-club member to sign in as on the account site (README, printed on start). */
export const demoMember = { email: 'member@milepost.run', password: 'milepost-member' } as const

const MEMBERSHIP = 'run-club-membership'
const CLUB_GEAR = ['running-cap', 'buff-neck-warmer']
const CLUB_EVENT = 'midsummer-relay'
/** A year in the club. */
const MEMBERSHIP_PRICES = fivePrices({ GBP: 3000, EUR: 3500, SEK: 34900, CAD: 5400, MXN: 77900 })

const idOf = async (payload: Payload, collection: 'products' | 'events' | 'shop-sections', slug: string) =>
  (await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true })).docs[0]?.id ?? null

/**
 * The run club in the demo: a membership in the shop, club kit and a club event (marked once, with
 * the membership, so editors' later changes stand), and a member account. Adds only what is missing.
 */
export async function seedRunClub(payload: Payload, imageId: number): Promise<string[]> {
  const created: string[] = []
  const section = await idOf(payload, 'shop-sections', 'run-club')
  if (section && !(await idOf(payload, 'products', MEMBERSHIP))) {
    const text = (l: Locale) => texts[l].products[MEMBERSHIP]!
    const product = await payload.create({
      collection: 'products',
      data: { slug: MEMBERSHIP, productType: 'simple', section, images: [imageId], sortOrder: 0, grantsRunClubMembership: true, ...text(defaultLocale), _status: 'published' },
      locale: defaultLocale,
      context,
    })
    const variant = await payload.create({
      collection: 'variants',
      data: {
        kind: 'merch',
        product: product.id,
        title: text(defaultLocale).title,
        sku: 'RUN-CLUB-YEAR',
        prices: MEMBERSHIP_PRICES,
        hasUnlimitedStock: true,
        stock: 0,
        isAvailable: true,
        isDefault: true,
      },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({ collection: 'products', id: product.id, data: { ...text(locale), _status: 'published' }, locale, context })
      await payload.update({ collection: 'variants', id: variant.id, data: { title: text(locale).title }, locale, context })
    }
    for (const slug of CLUB_GEAR) {
      const id = await idOf(payload, 'products', slug)
      if (id) await payload.update({ collection: 'products', id, data: { runClubGear: true }, context })
    }
    const event = await idOf(payload, 'events', CLUB_EVENT)
    if (event) await payload.update({ collection: 'events', id: event, data: { runClubEvent: true }, context })
    created.push('run-club membership, kit and event')
  }

  const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: demoMember.email } } })
  if (!totalDocs) {
    await payload.create({
      collection: 'customers',
      data: { ...demoMember, firstName: 'Robin', lastName: 'Clubrunner', runClubMember: true, _verified: true },
      disableVerificationEmail: true,
      context,
    })
    created.push('run-club member')
  }
  return created
}
