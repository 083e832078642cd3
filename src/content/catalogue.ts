import 'server-only'
import { cacheTags } from '../cms/revalidate'
import { cheapestAvailablePrice, inStock, purchasableQuantity } from '../commerce/availability'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import { cachedQuery } from './cache'
import type { Event, Media, Product, ShopSection, Variant } from '../payload-types'
import type { PickerVariant } from '../shop/variant-picker'

export type ImageView = { src: string; alt: string; width: number; height: number }

/** The image at a CMS size (event 800×800, merch 596×695), falling back to the original. */
export function imageView(media: number | Media | null | undefined, size?: 'event' | 'merch' | 'thumbnail' | 'wide'): ImageView | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const sized = size ? media.sizes?.[size] : undefined
  return {
    src: sized?.url ?? media.url,
    alt: media.alt,
    width: sized?.width ?? media.width ?? 800,
    height: sized?.height ?? media.height ?? 800,
  }
}

const docsOf = <T>(join: { docs?: (number | T)[] } | null | undefined): T[] =>
  (join?.docs ?? []).filter((d): d is T => typeof d === 'object' && d !== null)

const cached = <A extends string[], R>(key: string, read: (...args: A) => Promise<R>) =>
  cachedQuery(key, { tags: [cacheTags.catalogue], revalidate: 3600 }, read)

export type EventSummary = {
  id: number
  slug: string
  title: string
  shortDescription: string
  start: string
  end: string
  eventType: 'open' | 'timeboxed'
  includesMedal: boolean
  team: boolean
  image: ImageView | null
  fromPrice: number | null
}

function eventSummary(event: Event): EventSummary {
  const variants = docsOf<Variant>(event.variants)
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    shortDescription: event.shortDescription,
    start: event.eventStartDate,
    end: event.eventEndDate,
    eventType: event.eventType,
    includesMedal: !!event.includesMedal,
    team: !!event.team,
    image: imageView(event.image, 'event'),
    fromPrice: event.availableForPurchase ? cheapestAvailablePrice(variants) : null,
  }
}

const publishedEvents = async (locale: Locale, where: Record<string, unknown> = {}) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' }, ...where },
    locale,
    depth: 2,
    sort: 'eventStartDate',
    pagination: false,
    joins: { variants: { limit: 20, sort: 'sortOrder' } },
  })
  return docs
}

export const listEvents = cached('events', async (locale: Locale) => (await publishedEvents(locale)).map(eventSummary))

/** The events editors marked for the run club's members' pages. */
export const listRunClubEvents = cached('run-club-events', async (locale: Locale) => (await publishedEvents(locale, { runClubEvent: { equals: true } })).map(eventSummary))

export type ProductSummary = {
  id: number
  slug: string
  title: string
  productType: Product['productType']
  image: ImageView | null
  fromPrice: number | null
  soldOut: boolean
}

function productSummary(product: Product): ProductSummary {
  const variants = docsOf<Variant>(product.variants)
  const fromPrice = cheapestAvailablePrice(variants)
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    productType: product.productType,
    image: imageView(product.images?.[0], 'merch'),
    fromPrice: fromPrice ?? (variants.length ? Math.min(...variants.map((v) => v.price)) : null),
    soldOut: fromPrice === null,
  }
}

export function pickerVariant(variant: Variant, images: (number | Media)[]): PickerVariant {
  const firstImage = variant.images?.[0]
  const imageId = typeof firstImage === 'object' ? firstImage?.id : firstImage
  const imageIndex = imageId ? images.findIndex((m) => (typeof m === 'object' ? m.id : m) === imageId) : -1
  return {
    id: variant.id,
    title: variant.title,
    price: variant.price,
    isDefault: !!variant.isDefault,
    inStock: inStock(variant),
    maxQty: Math.min(purchasableQuantity(variant), 99),
    colourName: variant.colourName ?? null,
    colour1: variant.colour1 ?? null,
    colour2: variant.colour2 ?? null,
    style: variant.style ?? null,
    size: variant.size ?? null,
    imageIndex: imageIndex >= 0 ? imageIndex : undefined,
  }
}

const publishedProducts = async (locale: Locale, where: Record<string, unknown> = {}, limit = 0) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { _status: { equals: 'published' }, ...where },
    locale,
    depth: 1,
    sort: 'sortOrder',
    pagination: false,
    limit,
    joins: { variants: { limit: 100, sort: 'sortOrder' } },
  })
  return docs
}

export type EventDetail = EventSummary & {
  targetsHeading: string | null
  fullDescription: Event['fullDescription']
  distances: { label: string; lengthKm: number; averageMinutes: number | null }[]
  entryTypes: { id: number; title: string; price: number; inStock: boolean }[]
  individual: boolean
  availableForPurchase: boolean
  merch: ProductSummary[]
}

export const getEvent = cached('event', async (slug: string, locale: Locale): Promise<EventDetail | null> => {
  const [event] = await publishedEvents(locale, { slug: { equals: slug } })
  if (!event) return null
  const merchIds = (event.merch ?? []).map((m) => (typeof m === 'number' ? m : m.id))
  const merch = merchIds.length ? await publishedProducts(locale, { id: { in: merchIds } }) : []
  return {
    ...eventSummary(event),
    targetsHeading: event.targetsHeading ?? null,
    fullDescription: event.fullDescription,
    distances: (event.entryDistances ?? []).map((d) => ({ label: d.label, lengthKm: d.lengthKm, averageMinutes: d.averageMinutes ?? null })),
    entryTypes: docsOf<Variant>(event.variants).map((v) => ({ id: v.id, title: v.title, price: v.price, inStock: inStock(v) })),
    individual: !!event.individual,
    availableForPurchase: !!event.availableForPurchase,
    merch: merch.map(productSummary),
  }
})

export type SectionView = { id: number; slug: string; title: string; description: string | null }
const sectionView = (s: ShopSection): SectionView => ({ id: s.id, slug: s.slug, title: s.title, description: s.description ?? null })

export const listSections = cached('sections', async (locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'shop-sections', locale, depth: 0, sort: 'sortOrder', pagination: false })
  return docs.map(sectionView)
})

export const listProducts = cached('products', async (locale: Locale, sectionSlug: string) => {
  const where = sectionSlug ? { 'section.slug': { equals: sectionSlug } } : {}
  return (await publishedProducts(locale, where)).map(productSummary)
})

/** The kit editors marked for the run club's members' pages. */
export const listRunClubGear = cached('run-club-gear', async (locale: Locale) => (await publishedProducts(locale, { runClubGear: { equals: true } })).map(productSummary))

export type ProductDetail = ProductSummary & {
  description: string | null
  section: SectionView | null
  images: ImageView[]
  variants: PickerVariant[]
}

export const getProduct = cached('product', async (slug: string, locale: Locale): Promise<ProductDetail | null> => {
  const [product] = await publishedProducts(locale, { slug: { equals: slug } })
  if (!product) return null
  const images = product.images ?? []
  return {
    ...productSummary(product),
    description: product.description ?? null,
    section: typeof product.section === 'object' ? sectionView(product.section) : null,
    images: images.map((m) => imageView(m, 'merch')).filter((i): i is ImageView => !!i),
    variants: docsOf<Variant>(product.variants).map((v) => pickerVariant(v, images)),
  }
})
