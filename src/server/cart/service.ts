import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '../../i18n/locales'
import { type CartService, createCartService } from '../../commerce/cart/service'
import { bookingFeeCartRules } from '../entries/booking-fees'
import { entryCartRules } from '../entries/site'
import { payloadCartCatalogue, payloadCartStore } from '../stores/cart-store'

/** The cart rules over Payload's tables, the catalogue, and entry and booking fee rules read in the visitor's language. */
export function cartService(payload: Payload, locale: Locale): CartService {
  const entries = entryCartRules(payload, locale)
  const fees = bookingFeeCartRules(payload, locale)
  return createCartService({
    store: payloadCartStore(payload),
    catalogue: payloadCartCatalogue(payload, locale),
    newNumber: () => randomBytes(16).toString('hex'),
    lineRules: async (ctx) => ({ ...(await entries(ctx)), ...(await fees(ctx)) }),
  })
}
