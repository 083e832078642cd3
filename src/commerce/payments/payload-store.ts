import 'server-only'
import type { Payload } from 'payload'
import type { PaymentAttempt, PaymentStore } from './pay'
import type { SandboxCharge, SandboxLedger } from './sandbox'

const attemptOf = (doc: Record<string, unknown>): PaymentAttempt => ({
  transactionHash: doc.transactionHash as string,
  cartNumber: doc.cartNumber as string,
  gateway: doc.gateway as PaymentAttempt['gateway'],
  reference: (doc.reference as string | null) ?? null,
  amount: Number(doc.amount),
  status: doc.status as PaymentAttempt['status'],
  email: doc.email as string,
  locale: doc.locale as string,
  redirect: doc.redirect as string,
  cancelUrl: doc.cancelUrl as string,
  message: (doc.message as string | null) ?? null,
  orderNumber: (doc.orderNumber as string | null) ?? null,
  orderKey: (doc.orderKey as string | null) ?? null,
})

/** Payment attempts in Payload (a few writes per checkout: no hot path here). */
export function payloadPaymentStore(payload: Payload): PaymentStore {
  return {
    async create(attempt) {
      await payload.create({ collection: 'payments', data: attempt as never, overrideAccess: true })
    },
    async byHash(hash) {
      const { docs } = await payload.find({ collection: 'payments', where: { transactionHash: { equals: hash } }, limit: 1, overrideAccess: true })
      return docs[0] ? attemptOf(docs[0] as unknown as Record<string, unknown>) : null
    },
    async update(hash, change) {
      await payload.update({ collection: 'payments', where: { transactionHash: { equals: hash } }, data: change as never, overrideAccess: true })
    },
  }
}

export function payloadSandboxLedger(payload: Payload): SandboxLedger {
  const find = async (where: Record<string, unknown>) =>
    (await payload.find({ collection: 'sandbox-charges', where: where as never, limit: 1, overrideAccess: true })).docs[0] as unknown as SandboxCharge | undefined
  return {
    async add(charge, idempotencyKey) {
      // A retried charge with the same key is the same charge, as with Stripe and PayPal.
      const existing = await find({ idempotencyKey: { equals: idempotencyKey } })
      if (existing) return existing
      await payload.create({ collection: 'sandbox-charges', data: { ...charge, idempotencyKey }, overrideAccess: true })
      return charge
    },
    get: async (reference) => (await find({ reference: { equals: reference } })) ?? null,
    async setStatus(reference, status) {
      await payload.update({ collection: 'sandbox-charges', where: { reference: { equals: reference } }, data: { status }, overrideAccess: true })
    },
  }
}
