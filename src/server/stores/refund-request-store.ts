import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { refundable } from '../../commerce/refunds/refund-plan'
import { drizzleOf, nullableNumber, type Tables } from '../../db/drizzle-tables'
import { returnedRow } from '../../db/returned-row'
import { isUniqueViolation } from '../../db/unique-violation'
import type { RefundRequest, RefundRequestStore } from '../../entries/booking/refund-request'
import { normaliseLocale } from '../../i18n/locales'
import { recordAudit } from './audit-store'
import { orderByNumber } from './order-store'

type RequestRow = Tables['refund_requests']['$inferSelect']

const requestOf = (row: RequestRow): RefundRequest => ({
  id: Number(row.id),
  entryId: Number(row.entry),
  eventId: Number(row.event),
  orderNumber: row.orderNumber,
  requesterEmail: row.requesterEmail,
  requesterCustomerId: Number(row.requesterCustomerId),
  message: row.message,
  status: row.status,
  currency: row.currency ?? null,
  amount: nullableNumber(row.amount),
  reply: row.reply ?? null,
  locale: normaliseLocale(row.locale) ?? 'en',
  createdAt: new Date(row.createdAt),
})

/**
 * Refund requests in Payload's tables (docs/decisions/0056). `open_key` (the entry id while the
 * request is pending) keeps one open request per entry; a decision is a compare-and-set on the
 * status, with its line of history in the same transaction, so of two decisions at once one holds.
 */
export function payloadRefundRequestStore(payload: Payload): RefundRequestStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const requests = tables.refund_requests

  const one = async (id: number) => {
    const [row] = await drizzle.select().from(requests).where(eq(requests.id, id)).limit(1)
    return row ? requestOf(row) : null
  }

  return {
    async entry(entryId) {
      const [row] = await drizzle
        .select({
          id: entries.id,
          eventId: entries.event,
          orderNumber: entries.orderNumber,
          entrantCustomerId: entries.entrantCustomerId,
          payerCustomerId: entries.customerId,
          cancelledAt: entries.cancelledAt,
          finishedAt: entries.finishedAt,
        })
        .from(entries)
        .where(eq(entries.id, entryId))
        .limit(1)
      if (!row) return null
      return {
        id: Number(row.id),
        eventId: Number(row.eventId),
        orderNumber: row.orderNumber,
        entrantCustomerId: nullableNumber(row.entrantCustomerId),
        payerCustomerId: nullableNumber(row.payerCustomerId),
        cancelled: !!row.cancelledAt,
        finished: !!row.finishedAt,
      }
    },

    async openRequest(entryId) {
      const [row] = await drizzle.select().from(requests).where(eq(requests.openKey, entryId)).limit(1)
      return row ? requestOf(row) : null
    },

    async open(request) {
      const now = new Date().toISOString()
      try {
        return await drizzle.transaction(async (tx) => {
          const inserted = await tx
            .insert(requests)
            .values({
              entry: request.entryId,
              event: request.eventId,
              orderNumber: request.orderNumber,
              requesterEmail: request.requesterEmail,
              requesterCustomerId: request.requesterCustomerId,
              message: request.message,
              status: 'pending',
              locale: request.locale,
              openKey: request.entryId,
              decidedAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning()
          const saved = requestOf(returnedRow(inserted, 'insert refund request'))
          await recordAudit(tx, tables, {
            action: 'entry.refund-requested',
            actor: { kind: 'customer', label: request.requesterEmail },
            entryId: request.entryId,
            detail: { request: saved.id, message: request.message },
          })
          return saved
        })
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },

    request: one,

    async entryLine(entryId) {
      const [entry] = await drizzle.select({ orderNumber: entries.orderNumber, lineId: entries.orderLineId, variant: entries.variant }).from(entries).where(eq(entries.id, entryId)).limit(1)
      const order = entry ? await orderByNumber(payload, entry.orderNumber) : null
      if (!entry || !order) return null
      // Entries before lines were named on them are found by their entry type, when one line sold it.
      const sold = order.lineItems.filter((l) => l.kind === 'entry' && l.purchasableId === Number(entry.variant))
      const lineId = nullableNumber(entry.lineId) ?? (sold.length === 1 ? (sold[0]?.id ?? null) : null)
      // A place taken from a captain's bulk line is the captain's to refund, not this entry's own line (decision 0057).
      const own = order.lineItems.find((l) => l.id === lineId)
      if (own && (own.options.bulkAdult === true || own.options.bulkChild === true)) return null
      const line = lineId === null ? undefined : refundable(order).lines.find((l) => l.lineId === lineId)
      return line ? { orderId: order.id, lineId: line.lineId, currency: order.currency, amountLeft: line.amountLeft, qtyLeft: line.qtyLeft } : null
    },

    async decide(id, decided) {
      return drizzle.transaction(async (tx) => {
        const now = new Date().toISOString()
        const [row] = await tx
          .update(requests)
          .set({
            status: decided.status,
            openKey: null,
            decidedBy: decided.by.slice(0, 200),
            decidedAt: now,
            reply: decided.reply,
            ...(decided.status === 'approved' ? { amount: decided.amount, currency: decided.currency } : {}),
            updatedAt: now,
          })
          .where(and(eq(requests.id, id), eq(requests.status, 'pending')))
          .returning()
        if (!row) return null
        const request = requestOf(row)
        await recordAudit(tx, tables, {
          action: decided.status === 'approved' ? 'entry.refund-approved' : 'entry.refund-declined',
          actor: { kind: 'editor', label: decided.by },
          entryId: request.entryId,
          detail: { request: id, ...(decided.status === 'approved' ? { amount: decided.amount, currency: decided.currency } : {}), reply: decided.reply },
        })
        return request
      })
    },

    async reopen(id, by) {
      try {
        return await drizzle.transaction(async (tx) => {
          const now = new Date().toISOString()
          const [row] = await tx
            .select({ entry: requests.entry })
            .from(requests)
            .where(and(eq(requests.id, id), eq(requests.status, 'approved')))
            .limit(1)
          if (!row) return false
          await tx
            .update(requests)
            .set({ status: 'pending', openKey: Number(row.entry), amount: null, decidedBy: null, decidedAt: null, updatedAt: now })
            .where(and(eq(requests.id, id), eq(requests.status, 'approved')))
          await recordAudit(tx, tables, { action: 'entry.refund-reopened', actor: { kind: 'editor', label: by }, entryId: Number(row.entry), detail: { request: id } })
          return true
        })
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
  }
}
