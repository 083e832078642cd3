import type { Payload } from 'payload'
import type { Locale } from '../../i18n/locales'
import { refusesField } from '../../lib/payload-errors'
import type { Subscriber, SubscriberStatus, SubscriberStore } from '../../newsletter/subscribe'

type Row = { id: number | string; email: string; name: string; locale: string; status?: string | null; confirmExpiresAt?: string | Date | null }

const toSubscriber = (row: Row | null | undefined): Subscriber | null =>
  row
    ? {
        id: Number(row.id),
        email: row.email,
        name: row.name,
        locale: row.locale as Locale,
        status: (row.status ?? 'pending') as SubscriberStatus,
        confirmExpiresAt: row.confirmExpiresAt ? new Date(row.confirmExpiresAt) : null,
      }
    : null

/**
 * Subscribers in Payload; the unique index on email keeps one row per address under races. The
 * status and link fields are closed to every caller of the API, editors too: changes go straight
 * to the rows.
 */
export function payloadSubscriberStore(payload: Payload): SubscriberStore {
  const findOne = async (where: Record<string, unknown>) => toSubscriber(await payload.db.findOne<Row & { id: number }>({ collection: 'subscribers', where: where as never }))
  const update = (id: number, data: Record<string, unknown>, where: Record<string, unknown> = {}) =>
    payload.db.updateMany({ collection: 'subscribers', where: { id: { equals: id }, ...where } as never, data: { ...data, updatedAt: new Date().toISOString() } })
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
