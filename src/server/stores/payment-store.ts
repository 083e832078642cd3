import 'server-only'
import { eq } from 'drizzle-orm'
import type { Payload, Where } from 'payload'
import type { Payment, SandboxCharge as SandboxChargeDoc } from '../../payload-types'
import { drizzleOf } from '../../db/drizzle-tables'
import type { PaymentAttempt, PaymentStore } from '../../commerce/payments/pay'
import type { SandboxCharge, SandboxLedger } from '../../commerce/payments/sandbox'
import type { WebhookEventStore } from '../../commerce/payments/webhooks'

const attemptOf = (doc: Payment): PaymentAttempt => ({
  transactionHash: doc.transactionHash,
  cartNumber: doc.cartNumber,
  gateway: doc.gateway,
  reference: doc.reference ?? null,
  amount: Number(doc.amount),
  status: doc.status,
  email: doc.email,
  locale: doc.locale,
  redirect: doc.redirect,
  cancelUrl: doc.cancelUrl,
  message: doc.message ?? null,
  orderNumber: doc.orderNumber ?? null,
  orderKey: doc.orderKey ?? null,
})

const chargeOf = (doc: SandboxChargeDoc): SandboxCharge => ({ reference: doc.reference, amount: Number(doc.amount), status: doc.status, returnUrl: doc.returnUrl })

/** Payment attempts in Payload (a few writes per checkout: no hot path here). */
export function payloadPaymentStore(payload: Payload): PaymentStore {
  const one = async (where: Where) => {
    const { docs } = await payload.find({ collection: 'payments', where, limit: 1, depth: 0, overrideAccess: true })
    return docs[0] ? attemptOf(docs[0]) : null
  }
  return {
    async create(attempt) {
      await payload.create({ collection: 'payments', data: attempt, overrideAccess: true })
    },
    byHash: (hash) => one({ transactionHash: { equals: hash } }),
    byReference: (reference) => one({ reference: { equals: reference } }),
    async pending(before, limit) {
      const { docs } = await payload.find({
        collection: 'payments',
        where: { status: { equals: 'pending' }, createdAt: { less_than: before.toISOString() } },
        sort: 'createdAt',
        limit,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map((doc) => ({ ...attemptOf(doc), createdAt: new Date(doc.createdAt) }))
    },
    async update(hash, change) {
      await payload.update({ collection: 'payments', where: { transactionHash: { equals: hash } }, data: change, overrideAccess: true })
    },
  }
}

export function payloadSandboxLedger(payload: Payload): SandboxLedger {
  const find = async (where: Where) => {
    const [doc] = (await payload.find({ collection: 'sandbox-charges', where, limit: 1, depth: 0, overrideAccess: true })).docs
    return doc ? chargeOf(doc) : undefined
  }
  return {
    async add(charge, idempotencyKey) {
      // A retried charge with the same key is the same charge, as with Stripe and PayPal.
      const existing = await find({ idempotencyKey: { equals: idempotencyKey } })
      if (existing) return existing
      await payload.create({ collection: 'sandbox-charges', data: { ...charge, idempotencyKey }, overrideAccess: true })
      return charge
    },
    get: async (reference) => (await find({ reference: { equals: reference } })) ?? null,
    byKey: async (idempotencyKey) => (await find({ idempotencyKey: { equals: idempotencyKey } })) ?? null,
    async setStatus(reference, status) {
      await payload.update({ collection: 'sandbox-charges', where: { reference: { equals: reference } }, data: { status }, overrideAccess: true })
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
