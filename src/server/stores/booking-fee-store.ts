import 'server-only'
import { and, eq, gt } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, type Tx } from '../../db/drizzle-tables'
import type { BookingChange } from '../../commerce/cart/types'
import { type CurrencyCode, type Money, money } from '../../commerce/money'
import { feeSku } from '../../cms/collections/catalogue/fee-variants'
import { changesCloseAt } from '../../entries/booking/changes-window'
import { deferralPlan } from '../../entries/booking/deferral'
import type { BookingFeeStore } from '../../entries/booking/fees'
import { transferRefusal } from '../../entries/booking/transfer'
import { type Locale, normaliseLocale } from '../../i18n/locales'
import { DomainError } from '../../lib/errors'
import { recordAudit } from './audit-store'
import { entryReader } from './booking-store'
import { payloadDeferralStore } from './deferral-store'

/** What a change to a booking of this event costs in this currency, and the purchasable it is paid by; null when it is free. */
export async function bookingFeeOf(payload: Payload, eventId: number, change: BookingChange, currency: CurrencyCode): Promise<{ purchasableId: number; price: Money } | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const { variants } = tables
  const prices = tables.variants_prices
  const [row] = await drizzle
    .select({ id: variants.id, amount: prices.amount })
    .from(variants)
    .innerJoin(prices, and(eq(prices._parentID, variants.id), eq(prices.currency, currency)))
    .where(and(eq(variants.sku, feeSku(change, eventId)), eq(variants.kind, 'fee'), eq(variants.isAvailable, true), gt(prices.amount, 0)))
    .limit(1)
  return row ? { purchasableId: Number(row.id), price: money(Number(row.amount), currency) } : null
}

/** The changes fee lines pay for, read as the entrant's own (decision 0059). */
export function payloadBookingFeeStore(payload: Payload, locale: Locale): BookingFeeStore {
  const { drizzle, tables } = drizzleOf(payload)
  const transfers = tables.entry_transfers
  const reader = entryReader(payload, locale)
  const deferrals = payloadDeferralStore(payload, locale)
  return {
    async transferAwaitingFee(transferId, customerId) {
      const [row] = await drizzle
        .select({ entryId: transfers.entry, toEmail: transfers.toEmail, locale: transfers.locale })
        .from(transfers)
        .where(and(eq(transfers.id, transferId), eq(transfers.fromCustomerId, customerId), eq(transfers.state, 'awaiting-payment')))
        .limit(1)
      if (!row) return null
      const entry = await reader.one(drizzle, reader.ofCustomer(customerId, Number(row.entryId)))
      if (!entry || transferRefusal(entry, new Date())) return null
      return {
        transferId,
        eventId: entry.eventId,
        eventTitle: entry.eventTitle,
        toEmail: row.toEmail,
        locale: normaliseLocale(row.locale) ?? 'en',
        fromName: entry.firstName,
        closesAt: changesCloseAt(entry.rules),
      }
    },

    async deferral(customerId, entryId, toEventId) {
      try {
        const { entry, move } = await deferralPlan(deferrals, { customerId, entryId, toEventId, now: new Date() })
        return { eventId: entry.eventId, entryId: entry.id, move, by: entry.email }
      } catch (error) {
        if (error instanceof DomainError) return error.key
        throw error
      }
    },
  }
}

/** Opens an offer whose fee the order paid, with the token its mail will carry; false when it no longer waits. */
export async function openPaidTransfer(payload: Payload, tx: Tx, input: { transferId: number; customerId: number; tokenHash: string; orderNumber: string }): Promise<boolean> {
  const { tables } = drizzleOf(payload)
  const transfers = tables.entry_transfers
  const now = new Date().toISOString()
  const [opened] = await tx
    .update(transfers)
    .set({ state: 'pending', tokenHash: input.tokenHash, updatedAt: now })
    .where(and(eq(transfers.id, input.transferId), eq(transfers.fromCustomerId, input.customerId), eq(transfers.state, 'awaiting-payment')))
    .returning({ entryId: transfers.entry, fromEmail: transfers.fromEmail, toEmail: transfers.toEmail })
  if (!opened) return false
  await recordAudit(tx, tables, {
    action: 'entry.transfer-fee-paid',
    actor: { kind: 'customer', label: opened.fromEmail ?? String(input.customerId) },
    entryId: Number(opened.entryId),
    detail: { to: opened.toEmail, order: input.orderNumber },
  })
  return true
}
