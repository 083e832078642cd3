import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'
import { drizzleOf, jsonColumn, type Tables } from '../../db/drizzle-tables'
import type { PaymentAttempt, PaymentStore } from '../../commerce/payments/attempts'
import type { SandboxCharge, SandboxLedger } from '../../commerce/payments/sandbox'
import { RefundDeclined } from '../../commerce/payments/gateway'
import { isCurrencyCode, money } from '../../commerce/money'
import type { WebhookEventStore } from '../../commerce/payments/webhooks'

type PaymentRow = Tables['payments']['$inferSelect']
type ChargeRow = Tables['sandbox_charges']['$inferSelect']

const sandboxRefunds = z.array(z.object({ key: z.string(), id: z.string(), amount: z.number() }))

const attemptOf = (row: PaymentRow): PaymentAttempt => ({
  transactionHash: row.transactionHash,
  cartNumber: row.cartNumber,
  gateway: row.gateway,
  reference: row.reference ?? null,
  amount: money(Number(row.amount), isCurrencyCode(row.currency) ? row.currency : 'GBP'),
  status: row.status,
  email: row.email,
  locale: row.locale,
  redirect: row.redirect,
  cancelUrl: row.cancelUrl,
  message: row.message ?? null,
  orderNumber: row.orderNumber ?? null,
  orderKey: row.orderKey ?? null,
})

const chargeOf = (row: ChargeRow): SandboxCharge => ({ reference: row.reference, amount: money(Number(row.amount), row.currency), status: row.status, returnUrl: row.returnUrl })

/** A change as the row keeps it: an amount in minor units beside its currency. */
function stored({ amount, ...rest }: Partial<PaymentAttempt>) {
  return amount ? { ...rest, amount: amount.amount, currency: amount.currency } : rest
}

/** Payment attempts in Payload's table: one statement per read or write, on the pay path. */
export function payloadPaymentStore(payload: Payload): PaymentStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { payments } = tables
  const one = async (where: SQL) => {
    const [row] = await drizzle.select().from(payments).where(where).limit(1)
    return row ? attemptOf(row) : null
  }
  return {
    async create(attempt) {
      const now = new Date().toISOString()
      await drizzle.insert(payments).values({ ...attempt, amount: attempt.amount.amount, currency: attempt.amount.currency, createdAt: now, updatedAt: now })
    },
    byHash: (hash) => one(eq(payments.transactionHash, hash)),
    byReference: (reference) => one(eq(payments.reference, reference)),
    async pending(before, limit) {
      const rows = await drizzle
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before.toISOString())))
        .orderBy(asc(payments.createdAt))
        .limit(limit)
      return rows.map((row) => ({ ...attemptOf(row), createdAt: new Date(row.createdAt) }))
    },
    async update(hash, change) {
      await drizzle
        .update(payments)
        .set({ ...stored(change), updatedAt: new Date().toISOString() })
        .where(eq(payments.transactionHash, hash))
    },
  }
}

/** The sandbox gateway's charges in Payload's table (demo mode only). */
export function payloadSandboxLedger(payload: Payload): SandboxLedger {
  const { drizzle, tables } = drizzleOf(payload)
  const charges = tables.sandbox_charges
  const find = async (where: SQL) => {
    const [row] = await drizzle.select().from(charges).where(where).limit(1)
    return row ? chargeOf(row) : undefined
  }
  return {
    async add(charge, idempotencyKey) {
      // A retried charge with the same key is the same charge, as with Stripe and PayPal.
      const existing = await find(eq(charges.idempotencyKey, idempotencyKey))
      if (existing) return existing
      const now = new Date().toISOString()
      const added = await drizzle
        .insert(charges)
        .values({ ...charge, amount: charge.amount.amount, currency: charge.amount.currency, idempotencyKey, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: charges.id })
      // Two calls with one key at once: the one that lost the insert answers the winner's charge.
      return added.length ? charge : ((await find(eq(charges.idempotencyKey, idempotencyKey))) ?? charge)
    },
    get: async (reference) => (await find(eq(charges.reference, reference))) ?? null,
    byKey: async (idempotencyKey) => (await find(eq(charges.idempotencyKey, idempotencyKey))) ?? null,
    async setStatus(reference, status) {
      await drizzle.update(charges).set({ status, updatedAt: new Date().toISOString() }).where(eq(charges.reference, reference))
    },
    async addRefund(reference, amount, idempotencyKey) {
      // Compare-and-set on what was given back: parallel refunds of one charge line up, none gives back more than was taken.
      for (let attempt = 0; attempt < 10; attempt++) {
        const [row] = await drizzle.select({ amount: charges.amount, refundedAmount: charges.refundedAmount, refunds: charges.refunds }).from(charges).where(eq(charges.reference, reference)).limit(1)
        if (!row) throw new Error(`No sandbox charge ${reference}`)
        const refunds = jsonColumn(sandboxRefunds, row.refunds, `sandbox charge ${reference} refunds`) ?? []
        const known = refunds.find((r) => r.key === idempotencyKey)
        if (known) return known.id
        const given = Number(row.refundedAmount ?? 0)
        if (given + amount.amount > Number(row.amount)) throw new RefundDeclined(`Sandbox charge ${reference}: ${amount.amount} is more than the ${Number(row.amount) - given} left to refund`)
        const id = `re_sandbox_${randomBytes(12).toString('hex')}`
        const after = given + amount.amount
        const updated = await drizzle
          .update(charges)
          .set({
            refundedAmount: after,
            refunds: [...refunds, { key: idempotencyKey, id, amount: amount.amount }],
            status: after >= Number(row.amount) ? 'refunded' : 'succeeded',
            updatedAt: new Date().toISOString(),
          })
          .where(and(eq(charges.reference, reference), eq(sql`coalesce(${charges.refundedAmount}, 0)`, given)))
          .returning({ id: charges.id })
        if (updated.length) return id
      }
      throw new Error(`Sandbox charge ${reference} is being refunded by someone else`)
    },
  }
}

/** Webhook deliveries claimed with one conditional insert: the unique key lets only one caller through. */
export function payloadWebhookEventStore(payload: Payload): WebhookEventStore {
  const { drizzle, tables } = drizzleOf(payload)
  const events = tables.webhook_events
  return {
    async claim(key, type) {
      const now = new Date().toISOString()
      const rows = await drizzle.insert(events).values({ key, type, result: 'processing', createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: events.id })
      return rows.length === 1
    },
    async finish(key, result) {
      await drizzle.update(events).set({ result, updatedAt: new Date().toISOString() }).where(eq(events.key, key))
    },
    async release(key) {
      await drizzle.delete(events).where(eq(events.key, key))
    },
  }
}
