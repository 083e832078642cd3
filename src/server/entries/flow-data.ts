import 'server-only'
import { cacheTags } from '../../cms/revalidate'
import { type EntryTypeView, entryTypeView, getProduct, type ImageView, imageView } from '../content/catalogue'
import { cachedQuery } from '../content/cache'
import type { Locale } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import type { Product, Variant } from '../../payload-types'
import type { PickerVariant } from '../../shop/variant-picker'
import { toEntryEvent } from './events'
import type { EntryEvent, EntryType } from '../../entries/model'

/** What the entry flow's pages send to the browser: the event, its entry types and its kit. */
export type EntryFlowData = {
  event: EntryEvent
  image: ImageView | null
  availableForPurchase: boolean
  entryTypes: (EntryTypeView & { entryType: EntryType })[]
  merch: { id: number; slug: string; title: string; image: ImageView | null; variants: PickerVariant[] }[]
}

/** The entry flow of a published event, by its slug (cached with the catalogue; an editor's save expires it). */
export const getEntryFlow = cachedQuery('entry-flow', { tags: [cacheTags.catalogue], revalidate: 3600 }, async (slug: string, locale: Locale): Promise<EntryFlowData | null> => {
  const payload = await getPayloadClient()
  const {
    docs: [event],
  } = await payload.find({
    collection: 'events',
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    locale,
    depth: 1,
    limit: 1,
    joins: { variants: { limit: 20, sort: 'sortOrder' } },
  })
  if (!event) return null
  const variants = (event.variants?.docs ?? []).filter((v): v is Variant => typeof v === 'object')
  const merch = await Promise.all(
    (event.merch ?? [])
      .filter((m): m is Product => typeof m === 'object' && m._status === 'published')
      .map(async (m) => {
        const product = await getProduct(m.slug, locale)
        return product ? { id: product.id, slug: product.slug, title: product.title, image: product.image, variants: product.variants } : null
      }),
  )
  return {
    event: toEntryEvent(event),
    image: imageView(event.image, 'thumbnail'),
    availableForPurchase: !!event.availableForPurchase,
    entryTypes: variants
      .filter((v): v is typeof v & { entryType: EntryType } => !!v.isAvailable && (v.entryType === 'adult' || v.entryType === 'child'))
      .map((v) => ({ ...entryTypeView(v), entryType: v.entryType })),
    merch: merch.filter((m) => m !== null),
  }
})
