import { createHash, randomBytes } from 'node:crypto'
import { DomainError } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'
import { normaliseEmail } from '../model'
import { type BookingRules, changesOpen } from './changes-window'

/**
 * Transferring an entry to a friend (issue 28, decision 0055). The entrant names the friend's
 * email; the friend gets a link and claims the entry with their own account; until then the
 * entrant can take it back. A claim moves the entry, its runs and medal to the claimant in one
 * write that only one claim can win, and the event's one-entry-per-email rule still holds.
 */

/** An entry as its entrant manages it. */
export type ManagedEntry = {
  id: number
  eventId: number
  eventTitle: string
  entrantCustomerId: number
  email: string
  firstName: string
  /** The entrant's language, for the mails they get. */
  locale: Locale
  cancelled: boolean
  finished: boolean
  rules: BookingRules
}

/** An open offer: mailed to the friend, or waiting for its fee (decision 0059) before it is. */
export type PendingTransfer = { id: number; entryId: number; toEmail: string; locale: Locale; createdAt: Date; awaitingFee: boolean }

export type TransferOffer = { entryId: number; fromCustomerId: number; toEmail: string; toEmailKey: string; locale: Locale; tokenHash: string; awaitingFee: boolean }

/** The entry and account a claim moves to. */
export type Claimant = { customerId: number; email: string; firstName: string; lastName: string; locale: Locale }

export type ClaimResult = { outcome: 'claimed'; entryId: number; eventId: number; fromCustomerId: number; transferId: number } | { outcome: 'not-open' } | { outcome: 'already-entered' }

export type TransferStore = {
  /** The entry, when it is this customer's own (not cancelled or not, as it stands). */
  managedEntry(customerId: number, entryId: number): Promise<ManagedEntry | null>
  /** The entry's open offer, mailed or waiting for its fee. */
  pendingTransfer(entryId: number): Promise<PendingTransfer | null>
  /** Saves the offer; false when the entry has an open one already (the database's unique key decides). */
  offer(offer: TransferOffer): Promise<{ id: number } | null>
  /** Withdraws the entry's open offer; false when there was none (claimed meanwhile, or never made). */
  takeBack(entryId: number, customerId: number): Promise<boolean>
  /** The offer a token names, while it is pending, with the entry's event rules. */
  offerOfToken(tokenHash: string): Promise<{ transfer: PendingTransfer; entry: ManagedEntry } | null>
  /** Settles the offer for the claimant and moves the entry to them, in one transaction: one claim wins. */
  claim(tokenHash: string, claimant: Claimant): Promise<ClaimResult>
}

export const transferTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
export const newTransferToken = () => randomBytes(32).toString('base64url')

function refuse(key: MessageKey, code: 'conflict' | 'not_found' = 'conflict'): never {
  throw new DomainError(code, key)
}

/** Why the entrant may not hand this entry on now, or null: it must be open, not finished, before the event's cut-off. */
export function transferRefusal(entry: ManagedEntry, now: Date): MessageKey | null {
  if (entry.cancelled) return 'booking.cancelled'
  if (entry.finished) return 'booking.finished'
  if (!entry.rules.transfersAllowed) return 'booking.transfersClosed'
  if (!changesOpen(entry.rules, now)) return 'booking.changesClosed'
  return null
}

export function assertTransferable(entry: ManagedEntry, now: Date): void {
  const refusal = transferRefusal(entry, now)
  if (refusal) refuse(refusal)
}

async function ownEntry(store: TransferStore, customerId: number, entryId: number): Promise<ManagedEntry> {
  const entry = await store.managedEntry(customerId, entryId)
  if (!entry) throw new DomainError('not_found', 'booking.notFound')
  return entry
}

/**
 * Offers the entry to the friend's email: the token to mail them, once, and the offer. An offer
 * whose fee is to be paid first waits, and gets its token when it is paid (its mail goes then).
 */
export async function offerTransfer(
  store: TransferStore,
  input: { customerId: number; entryId: number; email: string; locale: Locale; now: Date; awaitingFee?: boolean },
): Promise<{ token: string; entry: ManagedEntry; transferId: number }> {
  const entry = await ownEntry(store, input.customerId, input.entryId)
  assertTransferable(entry, input.now)
  const toEmailKey = normaliseEmail(input.email)
  if (toEmailKey === normaliseEmail(entry.email)) refuse('booking.transferToSelf')
  const token = newTransferToken()
  const saved = await store.offer({
    entryId: entry.id,
    fromCustomerId: input.customerId,
    toEmail: input.email.trim(),
    toEmailKey,
    locale: input.locale,
    tokenHash: transferTokenHash(token),
    awaitingFee: input.awaitingFee ?? false,
  })
  if (!saved) refuse('booking.transferPending')
  return { token, entry, transferId: saved.id }
}

/** Takes a pending offer back: the link in the friend's mail stops working. */
export async function takeBackTransfer(store: TransferStore, input: { customerId: number; entryId: number }): Promise<void> {
  await ownEntry(store, input.customerId, input.entryId)
  if (!(await store.takeBack(input.entryId, input.customerId))) refuse('booking.noTransfer')
}

/**
 * The claim: the link must name a pending offer of an entry still open to change, and the claimant
 * must not be entered in the event already. Two claims at once: one wins, the other is told the
 * offer is no longer open.
 */
export async function claimTransfer(store: TransferStore, input: { token: string; claimant: Claimant; now: Date }): Promise<{ entryId: number; previous: ManagedEntry }> {
  const hash = transferTokenHash(input.token)
  const found = await store.offerOfToken(hash)
  if (!found) refuse('booking.claimNotOpen', 'not_found')
  const { entry } = found
  if (entry.entrantCustomerId === input.claimant.customerId) refuse('booking.transferToSelf')
  assertTransferable(entry, input.now)
  const result = await store.claim(hash, input.claimant)
  if (result.outcome === 'already-entered') refuse('entries.alreadyEnteredUser')
  if (result.outcome === 'not-open') refuse('booking.claimNotOpen', 'not_found')
  return { entryId: result.entryId, previous: entry }
}
