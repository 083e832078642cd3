import { cheapestAvailablePrices, inStock, type PricedVariant, purchasableQuantity } from '../commerce/availability'
import type { Money } from '../commerce/money'
import { cheapestPrices, pricesOf } from '../commerce/prices'
import type { Event, Media, Product, ShopSection, Variant } from '../payload-types'
import type { PickerVariant } from '../shop/variant-picker'

/* What the site's pages show of events and products: plain views of Payload's documents. */

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

export const docsOf = <T>(join: { docs?: (number | T)[] } | null | undefined): T[] => (join?.docs ?? []).filter((d): d is T => typeof d === 'object' && d !== null)

const priced = (variant: Variant): PricedVariant => ({ ...variant, prices: pricesOf(variant.prices) })

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
  /** The cheapest entry in each currency; null when entries are closed or sold out. */
  fromPrices: Money[] | null
}

export function eventSummary(event: Event): EventSummary {
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
    fromPrices: event.availableForPurchase ? cheapestAvailablePrices(variants.map(priced)) : null,
  }
}

export type ProductSummary = {
  id: number
  slug: string
  title: string
  productType: Product['productType']
  image: ImageView | null
  /** The cheapest variant in each currency: of those in stock, else of all. */
  fromPrices: Money[]
  soldOut: boolean
}

export function productSummary(product: Product): ProductSummary {
  const variants = docsOf<Variant>(product.variants).map(priced)
  const available = cheapestAvailablePrices(variants)
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    productType: product.productType,
    image: imageView(product.images?.[0], 'merch'),
    fromPrices: available ?? cheapestPrices(variants.map((v) => v.prices)),
    soldOut: available === null,
  }
}

export function pickerVariant(variant: Variant, images: (number | Media)[]): PickerVariant {
  const firstImage = variant.images?.[0]
  const imageId = typeof firstImage === 'object' ? firstImage?.id : firstImage
  const imageIndex = imageId ? images.findIndex((m) => (typeof m === 'object' ? m.id : m) === imageId) : -1
  return {
    id: variant.id,
    title: variant.title,
    prices: pricesOf(variant.prices),
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

export type EntryTypeView = { id: number; title: string; prices: Money[]; inStock: boolean }

export const entryTypeView = (variant: Variant): EntryTypeView => ({ id: variant.id, title: variant.title, prices: pricesOf(variant.prices), inStock: inStock(variant) })

export type EventDetail = EventSummary & {
  targetsHeading: string | null
  fullDescription: Event['fullDescription']
  distances: { label: string; lengthKm: number; averageMinutes: number | null }[]
  entryTypes: EntryTypeView[]
  individual: boolean
  availableForPurchase: boolean
  merch: ProductSummary[]
}

export type SectionView = { id: number; slug: string; title: string; description: string | null }
export const sectionView = (s: ShopSection): SectionView => ({ id: s.id, slug: s.slug, title: s.title, description: s.description ?? null })

export type ProductDetail = ProductSummary & {
  description: string | null
  section: SectionView | null
  images: ImageView[]
  variants: PickerVariant[]
}
