import type { Address } from '../commerce/cart/types'
import { DomainError } from '../lib/errors'

/**
 * "Your data": what a customer may download about themselves, and what deleting their account
 * leaves behind (docs/security.md, Data export and deletion).
 */

/** The signed-in customer whose data this is. */
export type DataSubject = { id: number; email: string }

/** Everything stored about a customer, as the store reads it (plain rows, no secrets). */
export type StoredAccountData = {
  account: Record<string, unknown>
  addresses: Record<string, unknown>[]
  orders: Record<string, unknown>[]
  entries: Record<string, unknown>[]
  runs: Record<string, unknown>[]
  teams: Record<string, unknown>[]
  medals: Record<string, unknown>[]
  newsletter: Record<string, unknown> | null
}

/** The downloaded file: a dated, versioned JSON document. */
export function dataExport(data: StoredAccountData, now: Date) {
  return { format: 'milepost-account-data', version: 1, exportedAt: now.toISOString(), ...data }
}

/** The file's name: the site's and the day's, never the person's email. */
export const exportFileName = (now: Date) => `milepost-my-data-${now.toISOString().slice(0, 10)}.json`

/**
 * An email that is no one's, unique per row (entries keep one email per event and person), on a
 * reserved domain (RFC 2606) so nothing is ever mailed to it.
 */
export const anonymisedEmail = (kind: string, id: number | string) => `deleted-${kind}-${id}@anonymised.invalid`

/** The name kept where a name is required (an order's address, an entry's row). */
export const ANONYMISED_NAME = { firstName: 'Anonymised', lastName: 'Anonymised' } as const

/**
 * An order's address without the person: only its country stays (tax and shipping totals were
 * charged by it), every other line becomes a placeholder or nothing.
 */
export function anonymisedAddress(address: Address | null): Address | null {
  if (!address) return null
  return { ...ANONYMISED_NAME, countryCode: address.countryCode ?? null, company: null, addressLine1: null, addressLine2: null, city: null, county: null, postcode: null, phone: null, email: null }
}

/**
 * An order's lines with the person taken out of the entry lines that were theirs (an entry's
 * options carry the entrant's name and email); lines for other people stay as bought.
 */
export function anonymisedLines<Line extends { options?: Record<string, unknown> }>(lines: Line[], email: string, placeholderEmail: string): Line[] {
  const own = email.trim().toLowerCase()
  return lines.map((line) => {
    const lineEmail = line.options?.email
    if (typeof lineEmail !== 'string' || lineEmail.trim().toLowerCase() !== own) return line
    return { ...line, options: { ...line.options, ...ANONYMISED_NAME, email: placeholderEmail } }
  })
}

/** Where a customer's data lives (src/server/stores/account-data-store.ts). */
export type AccountDataStore = {
  collect(subject: DataSubject): Promise<StoredAccountData>
  /** Whether `password` is the account's (checked without counting toward sign-in limits). */
  passwordMatches(subject: DataSubject, password: string): Promise<boolean>
  /**
   * Deletes the account and what only it used (addresses, carts, sessions, the newsletter
   * subscription) and takes the person out of what the shop must keep (orders, entries, teams,
   * runs on the boards). Running it again changes nothing more.
   */
  erase(subject: DataSubject): Promise<void>
}

/** Deletes the signed-in customer's account once their password confirms it is them. */
export async function deleteAccount(store: AccountDataStore, subject: DataSubject, password: string): Promise<void> {
  if (!(await store.passwordMatches(subject, password))) {
    throw new DomainError('invalid_request', 'accountData.wrongPassword', { fieldErrors: { password: ['accountData.wrongPassword'] } })
  }
  await store.erase(subject)
}
