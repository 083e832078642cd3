import 'server-only'
import type { Payload } from 'payload'
import type { LineRules } from '../../commerce/cart/service'
import type { PricedCart } from '../../commerce/cart/totals'
import type { OrderStep } from '../../commerce/orders/complete-order'
import type { Tx } from '../../db/drizzle-tables'
import { moveRefusal } from '../../entries/booking/deferral'
import { bookingFeesStep, checkFeesBeforePaying, feeLineProblems } from '../../entries/booking/fees'
import { newTransferToken, transferTokenHash } from '../../entries/booking/transfer'
import type { Locale } from '../../i18n/locales'
import { queueMail } from '../mail-queue'
import { openPaidTransfer, payloadBookingFeeStore } from '../stores/booking-fee-store'
import { deferWithin } from '../stores/deferral-store'
import { offerMail } from './transfers'

/** The cart rule for booking change fees (decision 0059), read in the visitor's language. */
export const bookingFeeCartRules =
  (payload: Payload, locale: Locale): LineRules =>
  async (ctx) =>
    ctx.lines.some((l) => ctx.purchasables.get(l.purchasableId)?.kind === 'fee') ? feeLineProblems(payloadBookingFeeStore(payload, locale), ctx) : {}

/** Before any money moves: the changes the cart's fees pay for can still be made by its owner. */
export const checkBookingFeesBeforePaying = (payload: Payload, locale: Locale, customerId: number | null, priced: PricedCart) =>
  checkFeesBeforePaying(payloadBookingFeeStore(payload, locale), customerId, priced)

/**
 * The order step that makes the paid changes in the order's transaction: a transfer's offer opens
 * with a new token and its friend's mail is queued with it; a deferral moves the entry.
 */
export function bookingFeesOrderStep(payload: Payload, locale: Locale): OrderStep {
  return bookingFeesStep(payloadBookingFeeStore(payload, locale), (tx) => ({
    async openTransfer(transfer, customerId, order) {
      const token = newTransferToken()
      const mail = await offerMail({ ...transfer, friendLocale: transfer.locale, token })
      const handle = tx.handle as Tx
      if (!(await openPaidTransfer(payload, handle, { transferId: transfer.transferId, customerId, tokenHash: transferTokenHash(token), orderNumber: order.number }))) return false
      await queueMail(payload, mail, { key: `transfer-offer:${transfer.transferId}`, db: handle })
      return true
    },
    async defer(deferral, customerId, order) {
      return moveRefusal(await deferWithin(payload, tx.handle as Tx, deferral.entryId, customerId, deferral.move, deferral.by, order.number))
    },
  }))
}
