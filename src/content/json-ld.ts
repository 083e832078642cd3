import { type Money, toDecimal } from '../commerce/money'
import type { PlanView } from '../training/plan'
import type { EventDetail, ProductDetail } from './catalogue-views'

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut')

/** One Offer per currency the item is priced in: search engines show the one for the searcher's market. */
const offers = (prices: readonly Money[], offer: { name?: string; availability: string; url: string }) =>
  prices.map((price) => ({ '@type': 'Offer', ...offer, price: toDecimal(price), priceCurrency: price.currency }))

export function eventJsonLd(event: EventDetail, url: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.shortDescription,
    startDate: event.start.slice(0, 10),
    endDate: event.end.slice(0, 10),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    image: imageUrl ? [imageUrl] : undefined,
    organizer: { '@type': 'Organization', name: 'Milepost', url: new URL('/', url).toString() },
    offers: event.entryTypes.flatMap((entry) => offers(entry.prices, { name: entry.title, availability: availability(entry.inStock && event.availableForPurchase), url })),
  }
}

export function productJsonLd(product: ProductDetail, url: string, imageUrls: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description ?? undefined,
    image: imageUrls,
    brand: { '@type': 'Brand', name: 'Milepost' },
    offers: product.variants.flatMap((variant) => offers(variant.prices, { name: variant.title, availability: availability(variant.inStock), url })),
  }
}

/** A paid training plan: a product delivered at once, always available. */
export function planJsonLd(plan: Pick<PlanView, 'title' | 'summary' | 'prices'>, url: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plan.title,
    description: plan.summary,
    image: imageUrl ? [imageUrl] : undefined,
    brand: { '@type': 'Brand', name: 'Milepost' },
    offers: offers(plan.prices, { availability: 'https://schema.org/OnlineOnly', url }),
  }
}
