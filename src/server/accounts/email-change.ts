import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../../db/drizzle-tables'
import { isUniqueViolation } from '../../db/unique-violation'
import type { Locale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { addressConfirmed } from './confirmed-address'
import { queueMail } from '../mail-queue'
import { accountLink, confirmNewEmailEmail, emailChangedEmail } from '../../accounts/emails'
import { confirmsChange, customerOfToken, emailChangeKey, issueEmailChangeToken, type PendingEmailChange } from '../../accounts/email-change-token'

let key: Buffer | undefined
const changeKey = () => (key ??= emailChangeKey(env.PAYLOAD_SECRET))

/** A new email asked for: the token to mail, and the fields the customer keeps until it is used. */
export function newEmailChange(customerId: number, email: string) {
  const { token, pending } = issueEmailChangeToken(changeKey(), { customerId, email })
  return { token, fields: { pendingEmail: pending.email, emailChangeTokenHash: pending.tokenHash, emailChangeExpiresAt: pending.expiresAt.toISOString() } }
}

/** Queues the confirmation link to the new address, in the language the change was asked in. */
export async function mailEmailChangeLink(payload: Payload, token: string, locale: Locale, change: { name: string; newEmail: string }): Promise<void> {
  const mail = await confirmNewEmailEmail(accountLink(env.SITE_URL, 'confirm-email', token, { locale }), locale, change)
  await queueMail(payload, { to: change.newEmail, ...mail })
}

type Stored = { id: number; email: string; firstName?: string | null; pendingEmail?: string | null; emailChangeTokenHash?: string | null; emailChangeExpiresAt?: string | Date | null }

export type EmailChangeOutcome = { outcome: 'changed'; email: string } | { outcome: 'invalid' | 'taken' }

/**
 * Confirms a new email from the link mailed to it (the account page /account/confirm-email, in the
 * language of the request): the account's email becomes that address, once, unless another account
 * took it meanwhile. The old address is told; the entries and a membership of the new address become
 * the customer's, as when any address is confirmed. 'invalid' for a link that is forged, expired,
 * superseded by a newer request, or used already.
 */
export async function confirmEmailChange(payload: Payload, token: string, locale: Locale): Promise<EmailChangeOutcome> {
  const customerId = customerOfToken(token)
  if (!customerId) return { outcome: 'invalid' }
  const stored = await payload.db.findOne<Stored>({ collection: 'customers', where: { id: { equals: customerId } } })
  if (!stored?.pendingEmail || !stored.emailChangeTokenHash || !stored.emailChangeExpiresAt) return { outcome: 'invalid' }
  const pending: PendingEmailChange = { customerId, email: stored.pendingEmail, tokenHash: stored.emailChangeTokenHash, expiresAt: new Date(stored.emailChangeExpiresAt) }
  if (!confirmsChange(changeKey(), token, pending)) return { outcome: 'invalid' }

  const { drizzle, tables } = drizzleOf(payload)
  const { customers } = tables
  const cleared = { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null }
  // Only while this very link is the pending one: two confirmations at once switch the email once.
  const thisLink = and(eq(customers.id, customerId), eq(customers.emailChangeTokenHash, pending.tokenHash))
  const giveUp = async () => {
    await drizzle.update(customers).set(cleared).where(thisLink)
    return { outcome: 'taken' } as const
  }
  const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: pending.email }, id: { not_equals: customerId } }, overrideAccess: true })
  if (totalDocs > 0) return giveUp()
  class Superseded extends Error {}
  try {
    // The switch, and the entries and membership of the new address, in one transaction.
    await drizzle.transaction(async (tx) => {
      const switched = await tx
        .update(customers)
        .set({ email: pending.email, ...cleared, updatedAt: new Date().toISOString() })
        .where(thisLink)
        .returning({ id: customers.id })
      if (!switched.length) throw new Superseded()
      await addressConfirmed(payload, { id: customerId, email: pending.email }, tx)
    })
  } catch (error) {
    if (error instanceof Superseded) return { outcome: 'invalid' }
    // Another account took the address between the check and the switch (the unique index decides).
    if (isUniqueViolation(error)) return giveUp()
    throw error
  }
  const notice = await emailChangedEmail(env.SITE_URL, locale, { name: stored.firstName ?? '', newEmail: pending.email })
  await queueMail(payload, { to: stored.email, ...notice })
  return { outcome: 'changed', email: pending.email }
}
