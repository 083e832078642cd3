import 'server-only'
import type { Payload } from 'payload'
import { addressBook } from '../accounts/addresses'
import type { Locale } from '../i18n/locales'
import { raceService } from '../races/service'
import { cartService } from './cart/service'
import { refundRequestDesk } from './entries/refund-requests'
import { jobCatalogue } from './jobs/catalogue'
import { paymentServices } from './payments/services'
import { payloadAddressStore } from './stores/address-store'
import { payloadRaceStore } from './stores/race-store'

/**
 * The composition root (decision 0047): the domain's services bound to one Payload. Routes take it
 * from ./site-services, job handlers and the admin's endpoints from the Payload they are handed,
 * so nothing here reaches for the process's Payload (and the Payload config never imports itself).
 */
export function services(payload: Payload) {
  const cart = (locale: Locale) => cartService(payload, locale)
  const payments = paymentServices(payload, cart)
  return {
    cart,
    addressBook: () => addressBook(payloadAddressStore(payload)),
    races: () => raceService(payloadRaceStore(payload, jobCatalogue)),
    payments,
    refundRequests: () => refundRequestDesk(payload, payments.refunds),
  }
}
