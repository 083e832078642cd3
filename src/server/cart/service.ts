import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '../../i18n/locales'
import { type CartService, createCartService } from '../../commerce/cart/service'
import { entryCartRules } from '../entries/site'
import { payloadCartCatalogue, payloadCartStore } from '../stores/cart-store'

/** The cart rules over Payload's tables, the catalogue and entry rules read in the visitor's language. */
export function cartService(payload: Payload, locale: Locale): CartService {
  return createCartService({
    store: payloadCartStore(payload),
    catalogue: payloadCartCatalogue(payload, locale),
    newNumber: () => randomBytes(16).toString('hex'),
    lineRules: entryCartRules(payload, locale),
  })
}
