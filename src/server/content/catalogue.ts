import 'server-only'
import { cacheTags } from '../../cms/revalidate'
import type { Locale } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import { cachedQuery } from './cache'
import type { Variant } from '../../payload-types'
import { docsOf, type EventDetail, entryTypeView, eventSummary, type ImageView, imageView, pickerVariant, type ProductDetail, productSummary, sectionView } from '../../content/catalogue-views'

export type { EntryTypeView, EventDetail, EventSummary, ImageView, ProductDetail, ProductSummary, SectionView } from '../../content/catalogue-views'
export { entryTypeView, imageView, pickerVariant } from '../../content/catalogue-views'

const cached = <A extends string[], R>(key: string, read: (...args: A) => Promise<R>) => cachedQuery(key, { tags: [cacheTags.catalogue], revalidate: 3600 }, read)

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
    entryTypes: docsOf<Variant>(event.variants).map(entryTypeView),
    individual: !!event.individual,
    availableForPurchase: !!event.availableForPurchase,
    merch: merch.map(productSummary),
  }
})

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
