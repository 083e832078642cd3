import type { Payload, Where } from 'payload'
import { refusesField } from '../../lib/payload-errors'
import type { Subscriber, SubscriberStore } from '../../newsletter/subscribe'
import type { Subscriber as SubscriberDoc } from '../../payload-types'

type Row = Pick<SubscriberDoc, 'id' | 'email' | 'name' | 'locale' | 'status' | 'confirmExpiresAt'>

const toSubscriber = (row: Row | null | undefined): Subscriber | null =>
  row
    ? {
        id: Number(row.id),
        email: row.email,
        name: row.name,
        locale: row.locale,
        status: row.status,
        confirmExpiresAt: row.confirmExpiresAt ? new Date(row.confirmExpiresAt) : null,
      }
    : null

/**
 * Subscribers in Payload; the unique index on email keeps one row per address under races. The
 * status and link fields are closed to every caller of the API, editors too: changes go straight
 * to the rows.
 */
export function payloadSubscriberStore(payload: Payload): SubscriberStore {
  const findOne = async (where: Where) => toSubscriber(await payload.db.findOne<Row>({ collection: 'subscribers', where }))
  const update = (id: number, data: Record<string, unknown>, where: Where = {}) =>
    payload.db.updateMany({ collection: 'subscribers', where: { id: { equals: id }, ...where }, data: { ...data, updatedAt: new Date().toISOString() } })
  return {
    findByEmail: (email) => findOne({ email: { equals: email } }),
    findByConfirmToken: (tokenHash) => findOne({ confirmTokenHash: { equals: tokenHash } }),
    findById: (id) => findOne({ id: { equals: id } }),
    async addPending(signUp) {
      try {
        const data = { ...signUp, status: 'pending' as const, confirmExpiresAt: signUp.confirmExpiresAt.toISOString() }
        return Number((await payload.create({ collection: 'subscribers', data, overrideAccess: true })).id)
      } catch (error) {
        if (refusesField(error, 'email')) return null
        throw error
      }
    },
    async renewPending(id, signUp) {
      const rows = await update(
        id,
        { name: signUp.name, locale: signUp.locale, status: 'pending', confirmTokenHash: signUp.confirmTokenHash, confirmExpiresAt: signUp.confirmExpiresAt.toISOString() },
        { status: { not_equals: 'subscribed' } },
      )
      return (rows?.length ?? 0) > 0
    },
    async markSubscribed(id, at) {
      await update(id, { status: 'subscribed', confirmedAt: at.toISOString(), unsubscribedAt: null })
    },
    async markUnsubscribed(id, at) {
      await update(id, { status: 'unsubscribed', unsubscribedAt: at.toISOString(), confirmTokenHash: null, confirmExpiresAt: null })
    },
  }
}
