import 'server-only'
import type { Payload } from 'payload'
import { accountUrl } from '../../content/account-link'
import { changesCloseAt, changesOpen } from '../../entries/booking/changes-window'
import { transferClaimedEmail, transferOfferEmail } from '../../entries/booking/transfer-emails'
import { type Claimant, claimTransfer, offerTransfer, takeBackTransfer, transferTokenHash } from '../../entries/booking/transfer'
import type { Locale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { DomainError } from '../../lib/errors'
import { env } from '../../lib/env'
import { queueMail } from '../mail-queue'
import { payloadTransferStore } from '../stores/booking-store'
import { bookingFeeOf } from '../stores/booking-fee-store'
import type { CurrencyCode } from '../../commerce/money'

/** Where the friend claims an entry: the account site's claim page, in the friend's language. */
export const claimUrl = (token: string, locale: Locale) => `${env.SITE_URL}${accountUrl(`/account/claim-entry?token=${encodeURIComponent(token)}`, locale)}`

/** The friend's mail offering the entry, in the friend's language, with the claim link. */
export async function offerMail(input: { fromName: string; eventTitle: string; closesAt: Date; toEmail: string; friendLocale: Locale; token: string }) {
  const t = await getTranslator(input.friendLocale)
  const mail = transferOfferEmail({ fromName: input.fromName, eventTitle: input.eventTitle, closesAt: input.closesAt }, input.friendLocale, claimUrl(input.token, input.friendLocale), t)
  return { to: input.toEmail.trim(), ...mail }
}

/**
 * What an entrant sees of their entry's transfer: whether they may offer it, until when, what it
 * costs in their currency (paid at the checkout), and the offer open, mailed or waiting for its fee.
 */
export async function transferState(payload: Payload, customerId: number, entryId: number, locale: Locale, currency: CurrencyCode, now = new Date()) {
  const store = payloadTransferStore(payload, locale)
  const entry = await store.managedEntry(customerId, entryId)
  if (!entry || entry.cancelled) throw new DomainError('not_found', 'booking.notFound')
  const [pending, fee] = await Promise.all([store.pendingTransfer(entryId), bookingFeeOf(payload, entry.eventId, 'transfer', currency)])
  return {
    allowed: entry.rules.transfersAllowed && !entry.finished && changesOpen(entry.rules, now),
    closesAt: changesCloseAt(entry.rules).toISOString(),
    fee: fee && { purchasableId: fee.purchasableId, price: fee.price },
    pending: pending
      ? {
          toEmail: pending.toEmail,
          locale: pending.locale,
          createdAt: pending.createdAt.toISOString(),
          // The fee line that pays for it, for the entrant's basket.
          awaitingFee: pending.awaitingFee && fee ? { purchasableId: fee.purchasableId, options: { transfer: pending.id } } : null,
        }
      : null,
  }
}

/**
 * The entrant offers their entry: the offer is saved, then the friend's mail queued in the
 * friend's language; where the event charges for transfers, the offer waits for its fee, paid at
 * the checkout, and the mail goes when it is paid.
 */
export async function offerEntry(payload: Payload, input: { customerId: number; customerName: string; entryId: number; email: string; friendLocale: Locale; locale: Locale; currency: CurrencyCode }) {
  const store = payloadTransferStore(payload, input.friendLocale)
  const now = new Date()
  const managed = await store.managedEntry(input.customerId, input.entryId)
  const fee = managed ? await bookingFeeOf(payload, managed.eventId, 'transfer', input.currency) : null
  const { token, entry, transferId } = await offerTransfer(store, {
    customerId: input.customerId,
    entryId: input.entryId,
    email: input.email,
    locale: input.friendLocale,
    now,
    awaitingFee: fee !== null,
  })
  if (!fee) {
    const mail = await offerMail({
      fromName: input.customerName || entry.firstName,
      eventTitle: entry.eventTitle,
      closesAt: changesCloseAt(entry.rules),
      toEmail: input.email,
      friendLocale: input.friendLocale,
      token,
    })
    await queueMail(payload, mail, { key: `transfer-offer:${transferId}` })
  }
  return transferState(payload, input.customerId, input.entryId, input.locale, input.currency, now)
}

export async function takeBackEntry(payload: Payload, input: { customerId: number; entryId: number; locale: Locale; currency: CurrencyCode }) {
  await takeBackTransfer(payloadTransferStore(payload, input.locale), input)
  return transferState(payload, input.customerId, input.entryId, input.locale, input.currency)
}

/** What the claim page shows before the friend claims: the event and who offers it, while the link is good. */
export async function offerOfToken(payload: Payload, token: string, locale: Locale) {
  const found = await payloadTransferStore(payload, locale).offerOfToken(transferTokenHash(token))
  if (!found) return null
  return {
    eventTitle: found.entry.eventTitle,
    fromName: found.entry.firstName,
    toEmail: found.transfer.toEmail,
    open: found.entry.rules.transfersAllowed && changesOpen(found.entry.rules, new Date()),
  }
}

/** The friend claims: the entry becomes theirs; the entrant it came from is told, in their language. */
export async function claimEntry(payload: Payload, input: { token: string; claimant: Claimant }) {
  const { entryId, previous } = await claimTransfer(payloadTransferStore(payload, input.claimant.locale), { token: input.token, claimant: input.claimant, now: new Date() })
  const t = await getTranslator(previous.locale)
  const event = await payload.findByID({ collection: 'events', id: previous.eventId, locale: previous.locale, depth: 0, select: { title: true }, disableErrors: true })
  const mail = transferClaimedEmail(
    { friendName: `${input.claimant.firstName} ${input.claimant.lastName}`.trim(), eventTitle: event?.title ?? previous.eventTitle },
    previous.locale,
    `${env.SITE_URL}${accountUrl('/account/races', previous.locale)}`,
    t,
  )
  await queueMail(payload, { to: previous.email, ...mail }, { key: `transfer-claimed:${entryId}:${input.claimant.customerId}` })
  return { entryId }
}
