import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload, RequestContext } from 'payload'
import { defaultLocale, type Locale, locales } from '../i18n/locales'
import type { SessionKind } from '../training/schedule'
import { type SeedBlock, toLexical } from './lexical'
import { type FivePrices, fivePrices } from './prices'
import { type SeedPhase, seedPlanPrices, seedSchedules } from './training-plans'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const context: RequestContext = { disableRevalidate: true }
const others = locales.filter((l) => l !== defaultLocale)

type Texts = {
  sections: Record<string, { title: string; description: string }>
  events: Record<
    string,
    {
      title: string
      shortDescription: string
      targetsHeading: string
      body: SeedBlock[]
      distances: Record<string, string>
      variants: Record<string, string>
    }
  >
  products: Record<string, { title: string; description: string; colours?: Record<string, string>; styles?: Record<string, string> }>
  trainingPlans: Record<string, { title: string; summary: string; body: SeedBlock[] }>
  planSessions: Record<SessionKind, string>
  planPhases: Record<SeedPhase, string>
  posts: Record<string, { title: string; excerpt: string; body: SeedBlock[] }>
  podcasts: Record<string, { title: string; description: string }>
}

export const texts = Object.fromEntries(locales.map((l) => [l, JSON.parse(fs.readFileSync(path.join(dirname, 'catalogue', `${l}.json`), 'utf8')) as Texts])) as Record<Locale, Texts>

const year = new Date().getUTCFullYear() + 1
const day = (month: number, date: number) => new Date(Date.UTC(year, month - 1, date, 0, 0, 0)).toISOString()
/** A day counted from the seeding's (UTC): the demo races (src/seed/races.ts) need an event under way and one just ended. */
const seedDay = new Date()
const daysFromSeed = (days: number) => new Date(Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate() + days)).toISOString()

const sections = [
  { slug: 'clothing', sortOrder: 1 },
  { slug: 'accessories', sortOrder: 2 },
  { slug: 'medals', sortOrder: 3 },
  { slug: 'run-club', sortOrder: 4 },
]

type ColourSpec = { key: string; hex: string }
type ProductSpec = {
  slug: string
  type: 'clothing' | 'coloured' | 'simple' | 'medal'
  section: string
  prices: FivePrices
  colours?: ColourSpec[]
  styles?: string[]
  sizes?: string[]
  soldOut?: string[]
}

const red = { key: 'red', hex: '#c8102e' }
const black = { key: 'black', hex: '#1c1c1c' }
const white = { key: 'white', hex: '#ecebe6' }

export const productSpecs: ProductSpec[] = [
  {
    slug: 'finisher-tee',
    type: 'clothing',
    section: 'clothing',
    prices: { GBP: 2800, EUR: 3200, SEK: 34900, CAD: 4900, MXN: 72900 },
    colours: [red, black],
    styles: ['regular', 'fitted'],
    sizes: ['S', 'M', 'L', 'XL'],
    soldOut: ['red-regular-M', 'black-fitted-S'],
  },
  {
    slug: 'trail-hoodie',
    type: 'clothing',
    section: 'clothing',
    prices: { GBP: 5500, EUR: 6500, SEK: 64900, CAD: 9500, MXN: 139900 },
    colours: [
      { key: 'grey', hex: '#8e8f93' },
      { key: 'navy', hex: '#1f2a48' },
    ],
    styles: ['regular'],
    sizes: ['S', 'M', 'L', 'XL'],
    soldOut: ['navy-regular-XL'],
  },
  {
    slug: 'long-sleeve-top',
    type: 'clothing',
    section: 'clothing',
    prices: { GBP: 3200, EUR: 3700, SEK: 37900, CAD: 5500, MXN: 82900 },
    colours: [{ key: 'teal', hex: '#138a8a' }],
    styles: ['regular'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
  },
  { slug: 'running-cap', type: 'coloured', section: 'accessories', prices: { GBP: 1800, EUR: 2100, SEK: 21900, CAD: 3200, MXN: 44900 }, colours: [white, black, red], soldOut: ['red'] },
  {
    slug: 'buff-neck-warmer',
    type: 'coloured',
    section: 'accessories',
    prices: { GBP: 1200, EUR: 1400, SEK: 14900, CAD: 2200, MXN: 29900 },
    colours: [
      { key: 'yellow', hex: '#e5e22b' },
      { key: 'blue', hex: '#1f4fd1' },
    ],
  },
  { slug: 'sports-socks', type: 'coloured', section: 'accessories', prices: { GBP: 1400, EUR: 1600, SEK: 16900, CAD: 2500, MXN: 34900 }, colours: [white, black] },
  { slug: 'water-bottle', type: 'simple', section: 'accessories', prices: { GBP: 1500, EUR: 1800, SEK: 17900, CAD: 2700, MXN: 37900 } },
  { slug: 'race-belt', type: 'simple', section: 'accessories', prices: { GBP: 1900, EUR: 2200, SEK: 22900, CAD: 3400, MXN: 47900 } },
  { slug: 'medal-hanger', type: 'simple', section: 'accessories', prices: { GBP: 2400, EUR: 2800, SEK: 27900, CAD: 4300, MXN: 59900 } },
  { slug: 'spring-10k-medal', type: 'medal', section: 'medals', prices: { GBP: 900, EUR: 1000, SEK: 10900, CAD: 1600, MXN: 22900 } },
  { slug: 'midsummer-medal', type: 'medal', section: 'medals', prices: { GBP: 900, EUR: 1000, SEK: 10900, CAD: 1600, MXN: 22900 } },
  { slug: 'winter-lights-medal', type: 'medal', section: 'medals', prices: { GBP: 900, EUR: 1000, SEK: 10900, CAD: 1600, MXN: 22900 } },
]

type EventSpec = {
  slug: string
  start: string
  end: string
  eventType: 'open' | 'timeboxed'
  individual: boolean
  team: boolean
  includesMedal: boolean
  distances: { key: string; km: number; minutes: number }[]
  variants: { key: 'adult' | 'child'; prices: FivePrices; stock: number | null }[]
  merch: string[]
  appEventId: string
  /** False for an event whose window has passed: it takes no more entries. */
  availableForPurchase?: boolean
}

/** Each event's own artwork, in src/seed/images/catalogue. */
export const eventPicture = (slug: string) => `event-${slug}.jpg`

export const eventSpecs: EventSpec[] = [
  {
    slug: 'spring-10k',
    start: day(3, 1),
    end: day(3, 31),
    eventType: 'open',
    individual: true,
    team: false,
    includesMedal: true,
    distances: [
      { key: '5k', km: 5, minutes: 35 },
      { key: '10k', km: 10, minutes: 65 },
    ],
    variants: [
      { key: 'adult', prices: { GBP: 2500, EUR: 2900, SEK: 29900, CAD: 4500, MXN: 64900 }, stock: null },
      { key: 'child', prices: { GBP: 1500, EUR: 1800, SEK: 17900, CAD: 2700, MXN: 37900 }, stock: null },
    ],
    merch: ['finisher-tee', 'running-cap'],
    appEventId: 'MP-SPRING-10K',
  },
  {
    slug: 'midsummer-relay',
    start: day(6, 1),
    end: day(6, 30),
    eventType: 'open',
    individual: true,
    team: true,
    includesMedal: true,
    distances: [
      { key: '10k', km: 10, minutes: 65 },
      { key: 'half', km: 21.1, minutes: 140 },
      { key: 'marathon', km: 42.2, minutes: 290 },
    ],
    variants: [
      { key: 'adult', prices: { GBP: 3000, EUR: 3500, SEK: 34900, CAD: 5400, MXN: 77900 }, stock: 500 },
      { key: 'child', prices: { GBP: 1800, EUR: 2100, SEK: 21900, CAD: 3200, MXN: 46900 }, stock: 200 },
    ],
    merch: ['finisher-tee', 'race-belt'],
    appEventId: 'MP-MIDSUMMER-RELAY',
  },
  {
    slug: '24-hour-challenge',
    start: day(1, 10),
    end: day(2, 28),
    eventType: 'timeboxed',
    individual: true,
    team: true,
    includesMedal: true,
    distances: [
      { key: 'half', km: 21.1, minutes: 140 },
      { key: 'marathon', km: 42.2, minutes: 290 },
      { key: 'ultra', km: 50, minutes: 360 },
    ],
    variants: [{ key: 'adult', prices: { GBP: 3500, EUR: 3900, SEK: 39900, CAD: 6200, MXN: 89900 }, stock: 300 }],
    merch: ['trail-hoodie', 'water-bottle'],
    appEventId: 'MP-24H',
  },
  {
    slug: 'winter-5k',
    start: day(12, 1),
    end: day(12, 31),
    eventType: 'open',
    individual: true,
    team: false,
    includesMedal: false,
    distances: [{ key: '5k', km: 5, minutes: 35 }],
    variants: [
      { key: 'adult', prices: { GBP: 2000, EUR: 2300, SEK: 23900, CAD: 3600, MXN: 51900 }, stock: 0 },
      { key: 'child', prices: { GBP: 1200, EUR: 1400, SEK: 14900, CAD: 2200, MXN: 29900 }, stock: 0 },
    ],
    merch: ['winter-lights-medal'],
    appEventId: 'MP-WINTER-5K',
  },
  {
    slug: 'long-haul-challenge',
    start: daysFromSeed(-20),
    end: daysFromSeed(40),
    eventType: 'open',
    individual: true,
    team: true,
    includesMedal: true,
    distances: [
      { key: '50k', km: 50, minutes: 330 },
      { key: '100k', km: 100, minutes: 660 },
    ],
    variants: [
      { key: 'adult', prices: { GBP: 3000, EUR: 3500, SEK: 34900, CAD: 5400, MXN: 77900 }, stock: null },
      { key: 'child', prices: { GBP: 1800, EUR: 2100, SEK: 21900, CAD: 3200, MXN: 46900 }, stock: null },
    ],
    merch: ['finisher-tee', 'water-bottle'],
    appEventId: 'MP-LONG-HAUL',
  },
  {
    slug: 'riverside-half',
    start: daysFromSeed(-60),
    end: daysFromSeed(-10),
    eventType: 'open',
    individual: true,
    team: false,
    includesMedal: true,
    distances: [
      { key: '10k', km: 10, minutes: 65 },
      { key: 'half', km: 21.1, minutes: 140 },
    ],
    variants: [
      { key: 'adult', prices: { GBP: 2500, EUR: 2900, SEK: 29900, CAD: 4500, MXN: 64900 }, stock: null },
      { key: 'child', prices: { GBP: 1500, EUR: 1800, SEK: 17900, CAD: 2700, MXN: 37900 }, stock: null },
    ],
    merch: ['finisher-tee', 'running-cap'],
    appEventId: 'MP-RIVERSIDE-HALF',
    availableForPurchase: false,
  },
]

async function findId(payload: Payload, collection: 'events' | 'products' | 'shop-sections' | 'posts' | 'training-plans' | 'podcasts', slug: string) {
  const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true })
  return docs[0]?.id ?? null
}

/** A catalogue picture as a media document, with its alt text in every locale. */
async function image(payload: Payload, file: string, alt: (locale: Locale) => string): Promise<number> {
  const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: file.replace(/\.jpg$/, '.webp') } }, limit: 1, depth: 0 })
  if (docs[0]) return docs[0].id
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt(defaultLocale) },
    filePath: path.join(dirname, 'images', 'catalogue', file),
    locale: defaultLocale,
    context,
  })
  for (const locale of others) await payload.update({ collection: 'media', id: doc.id, data: { alt: alt(locale) }, locale, context })
  return doc.id
}

/** The shop and event catalogue, training plans, blog and podcasts, in all nine locales. Adds only what is missing. */
export async function seedCatalogue(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const sectionIds: Record<string, number> = {}
  for (const section of sections) {
    const existing = await findId(payload, 'shop-sections', section.slug)
    if (existing) {
      sectionIds[section.slug] = existing
      continue
    }
    const doc = await payload.create({
      collection: 'shop-sections',
      data: { slug: section.slug, sortOrder: section.sortOrder, ...texts.en.sections[section.slug]! },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({ collection: 'shop-sections', id: doc.id, data: texts[locale].sections[section.slug]!, locale, context })
    }
    sectionIds[section.slug] = doc.id
    created.push(`section ${section.slug}`)
  }

  const productIds: Record<string, number> = {}
  for (const [index, spec] of productSpecs.entries()) {
    const existing = await findId(payload, 'products', spec.slug)
    if (existing) {
      productIds[spec.slug] = existing
      continue
    }
    const title = (l: Locale) => texts[l].products[spec.slug]!.title
    const imageFiles = spec.colours?.map((c) => `${spec.slug}-${c.key}.jpg`) ?? [`${spec.slug}.jpg`]
    const imageIds: number[] = []
    for (const file of imageFiles) imageIds.push(await image(payload, file, title))
    const doc = await payload.create({
      collection: 'products',
      data: {
        slug: spec.slug,
        productType: spec.type,
        section: sectionIds[spec.section]!,
        images: imageIds,
        sortOrder: index,
        title: title('en'),
        description: texts.en.products[spec.slug]!.description,
        _status: 'published',
      },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({
        collection: 'products',
        id: doc.id,
        data: { title: title(locale), description: texts[locale].products[spec.slug]!.description, _status: 'published' },
        locale,
        context,
      })
    }
    productIds[spec.slug] = doc.id
    await seedMerchVariants(payload, spec, doc.id, imageIds)
    created.push(`product ${spec.slug}`)
  }

  for (const spec of eventSpecs) {
    if (await findId(payload, 'events', spec.slug)) continue
    const text = (l: Locale) => texts[l].events[spec.slug]!
    const imageId = await image(payload, eventPicture(spec.slug), (l) => text(l).title)
    const localized = (l: Locale) => ({
      title: text(l).title,
      shortDescription: text(l).shortDescription,
      targetsHeading: text(l).targetsHeading,
      fullDescription: toLexical(text(l).body),
    })
    const doc = await payload.create({
      collection: 'events',
      data: {
        slug: spec.slug,
        eventStartDate: spec.start,
        eventEndDate: spec.end,
        eventType: spec.eventType,
        image: imageId,
        individual: spec.individual,
        team: spec.team,
        includesMedal: spec.includesMedal,
        availableForPurchase: spec.availableForPurchase ?? true,
        defaultPrice: Math.min(...spec.variants.map((v) => v.prices.GBP)),
        appEventId: spec.appEventId,
        merch: spec.merch.map((slug) => productIds[slug]!),
        entryDistances: spec.distances.map((d) => ({ label: text('en').distances[d.key]!, lengthKm: d.km, averageMinutes: d.minutes })),
        ...localized('en'),
        _status: 'published',
      },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({
        collection: 'events',
        id: doc.id,
        data: {
          ...localized(locale),
          entryDistances: (doc.entryDistances ?? []).map((row, i) => ({ ...row, label: text(locale).distances[spec.distances[i]!.key]! })),
          _status: 'published',
        },
        locale,
        context,
      })
    }
    for (const [i, variant] of spec.variants.entries()) {
      const created = await payload.create({
        collection: 'variants',
        data: {
          kind: 'entry',
          event: doc.id,
          title: text('en').variants[variant.key]!,
          sku: `${spec.slug}-${variant.key}`.toUpperCase(),
          prices: fivePrices(variant.prices),
          hasUnlimitedStock: variant.stock === null,
          stock: variant.stock ?? 0,
          isAvailable: true,
          isDefault: i === 0,
          entryType: variant.key,
          sortOrder: i,
        },
        locale: defaultLocale,
        context,
      })
      for (const locale of others) {
        await payload.update({ collection: 'variants', id: created.id, data: { title: text(locale).variants[variant.key]! }, locale, context })
      }
    }
    created.push(`event ${spec.slug}`)
  }

  created.push(...(await seedArticles(payload)))
  return created
}

async function seedMerchVariants(payload: Payload, spec: ProductSpec, productId: number, imageIds: number[]) {
  const text = (l: Locale) => texts[l].products[spec.slug]!
  type Row = { key: string; colour?: ColourSpec; style?: string; size?: string; image?: number }
  const rows: Row[] = []
  if (spec.type === 'clothing') {
    for (const [ci, colour] of spec.colours!.entries())
      for (const style of spec.styles!)
        for (const size of spec.sizes!) {
          // Fitted tees come in fewer sizes, as real shops often do.
          if (style === 'fitted' && size === 'XL') continue
          rows.push({ key: `${colour.key}-${style}-${size}`, colour, style, size, image: imageIds[ci] })
        }
  } else if (spec.type === 'coloured') {
    for (const [ci, colour] of spec.colours!.entries()) rows.push({ key: colour.key, colour, image: imageIds[ci] })
  } else {
    rows.push({ key: 'one', image: imageIds[0] })
  }
  const title = (l: Locale, row: Row) => [row.colour && text(l).colours![row.colour.key], row.size, row.style && text(l).styles![row.style]].filter(Boolean).join(' / ') || text(l).title
  for (const [i, row] of rows.entries()) {
    const doc = await payload.create({
      collection: 'variants',
      data: {
        kind: 'merch',
        product: productId,
        title: title('en', row),
        sku: `${spec.slug}-${row.key}`.toUpperCase(),
        prices: fivePrices(spec.prices),
        hasUnlimitedStock: false,
        stock: spec.soldOut?.includes(row.key) ? 0 : 25,
        isAvailable: true,
        isDefault: i === 0,
        colourName: row.colour ? text('en').colours![row.colour.key] : undefined,
        colour1: row.colour?.hex,
        size: row.size as 'S' | undefined,
        style: row.style ? text('en').styles![row.style] : undefined,
        images: row.image ? [row.image] : [],
        sortOrder: i,
      },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({
        collection: 'variants',
        id: doc.id,
        data: {
          title: title(locale, row),
          colourName: row.colour ? text(locale).colours![row.colour.key] : undefined,
          style: row.style ? text(locale).styles![row.style] : undefined,
        },
        locale,
        context,
      })
    }
  }
}

async function seedArticles(payload: Payload): Promise<string[]> {
  const created: string[] = []
  const plans = [
    { slug: 'first-5k', level: 'beginner' as const, weeks: 8, sessionsPerWeek: 3 },
    { slug: 'faster-10k', level: 'intermediate' as const, weeks: 10, sessionsPerWeek: 4 },
    { slug: 'first-marathon', level: 'advanced' as const, weeks: 16, sessionsPerWeek: 5 },
  ]
  for (const plan of plans) {
    const schedule = seedSchedules[plan.slug]!
    const price = seedPlanPrices[plan.slug]
    const pricing = { pricing: price ? ('paid' as const) : ('free' as const), prices: price ? fivePrices(price) : [] }
    /** The schedule in one language; rows keep the ids they were given, so every language fills the same weeks. */
    const weeksIn = (l: Locale, ids?: { week: string; sessions: string[] }[]) =>
      schedule.map((week, w) => ({
        ...(ids ? { id: ids[w]!.week } : {}),
        focus: texts[l].planPhases[week.phase],
        sessions: week.sessions.map((session, i) => ({
          ...(ids ? { id: ids[w]!.sessions[i] } : {}),
          ...session,
          day: String(session.day) as '1',
          notes: texts[l].planSessions[session.kind],
        })),
      }))
    const localized = (l: Locale) => {
      const t = texts[l].trainingPlans[plan.slug]!
      return { title: t.title, summary: t.summary, content: toLexical(t.body), _status: 'published' as const }
    }
    const existing = await findId(payload, 'training-plans', plan.slug)
    let id = existing
    if (existing) {
      // A demo database from before plans were sold: give its plan the schedule and price it lacks.
      const doc = await payload.findByID({ collection: 'training-plans', id: existing, depth: 0, overrideAccess: true })
      if (doc.schedule?.length) continue
      await payload.update({ collection: 'training-plans', id: existing, data: { ...pricing, schedule: weeksIn(defaultLocale), _status: 'published' }, locale: defaultLocale, context })
    } else {
      const doc = await payload.create({
        collection: 'training-plans',
        data: { ...plan, ...pricing, ...localized('en'), schedule: weeksIn(defaultLocale) },
        locale: defaultLocale,
        context,
      })
      id = doc.id
    }
    const saved = await payload.findByID({ collection: 'training-plans', id: id!, depth: 0, overrideAccess: true })
    const ids = (saved.schedule ?? []).map((w) => ({ week: w.id!, sessions: (w.sessions ?? []).map((s) => s.id!) }))
    for (const locale of others) {
      await payload.update({
        collection: 'training-plans',
        id: id!,
        data: { ...(existing ? {} : localized(locale)), schedule: weeksIn(locale, ids), _status: 'published' },
        locale,
        context,
      })
    }
    created.push(`training plan ${plan.slug}`)
  }

  const posts = ['why-virtual-running', 'winter-running-tips', 'team-relay-stories', 'choosing-running-shoes']
  for (const [i, slug] of posts.entries()) {
    if (await findId(payload, 'posts', slug)) continue
    const localized = (l: Locale) => {
      const t = texts[l].posts[slug]!
      return { title: t.title, excerpt: t.excerpt, content: toLexical(t.body), _status: 'published' as const }
    }
    const publishedAt = new Date(Date.UTC(year - 1, 8 - i * 2, 12)).toISOString()
    const doc = await payload.create({
      collection: 'posts',
      data: { slug, publishedAt, author: 'Milepost team', ...localized('en') },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) await payload.update({ collection: 'posts', id: doc.id, data: localized(locale), locale, context })
    created.push(`post ${slug}`)
  }

  const episodes = [
    { slug: 'episode-1', episodeNumber: 1, durationMinutes: 34 },
    { slug: 'episode-2', episodeNumber: 2, durationMinutes: 41 },
    { slug: 'episode-3', episodeNumber: 3, durationMinutes: 38 },
  ]
  for (const episode of episodes) {
    if (await findId(payload, 'podcasts', episode.slug)) continue
    const localized = (l: Locale) => ({ ...texts[l].podcasts[episode.slug]!, _status: 'published' as const })
    const doc = await payload.create({
      collection: 'podcasts',
      data: {
        ...episode,
        publishedAt: new Date(Date.UTC(year - 1, 2 + episode.episodeNumber * 2, 1)).toISOString(),
        playerUrl: `https://podcasts.milepost.run/${episode.slug}`,
        ...localized('en'),
      },
      locale: defaultLocale,
      context,
    })
    for (const locale of others) await payload.update({ collection: 'podcasts', id: doc.id, data: localized(locale), locale, context })
    created.push(`podcast ${episode.slug}`)
  }
  return created
}
