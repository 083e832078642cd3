import { describe, expect, it } from 'vitest'
import { refusal } from './refusal.test-support'
import { changesCloseAt } from './changes-window'
import { type Claimant, claimTransfer, type ManagedEntry, offerTransfer, type PendingTransfer, takeBackTransfer, type TransferStore, transferTokenHash } from './transfer'

const now = new Date('2026-05-01T12:00:00Z')

const entry = (over: Partial<ManagedEntry> = {}): ManagedEntry => ({
  id: 7,
  eventId: 3,
  eventTitle: 'Summer 10K',
  entrantCustomerId: 1,
  email: 'ann@example.com',
  firstName: 'Ann',
  locale: 'en',
  cancelled: false,
  finished: false,
  rules: { lastDay: '2026-06-01T00:00:00.000Z', changesCloseDays: 2, transfersAllowed: true },
  ...over,
})

const isOpen = (offer: { state: string }) => offer.state === 'pending' || offer.state === 'awaiting-payment'

/** A store in memory with the database's rules: one open offer per entry, one entry per email and event. */
function memoryStore(start: ManagedEntry, enteredEmails: string[] = []) {
  let current = { ...start }
  const offers: (PendingTransfer & { tokenHash: string; state: string; from: number })[] = []
  const store: TransferStore = {
    managedEntry: async (customerId, entryId) => (entryId === current.id && customerId === current.entrantCustomerId ? current : null),
    pendingTransfer: async (entryId) => offers.find((o) => o.entryId === entryId && isOpen(o)) ?? null,
    offer: async (offer) => {
      if (offers.some((o) => o.entryId === offer.entryId && isOpen(o))) return null
      offers.push({
        id: offers.length + 1,
        entryId: offer.entryId,
        toEmail: offer.toEmail,
        locale: offer.locale,
        createdAt: now,
        tokenHash: offer.tokenHash,
        state: offer.awaitingFee ? 'awaiting-payment' : 'pending',
        awaitingFee: offer.awaitingFee,
        from: offer.fromCustomerId,
      })
      return { id: offers.length }
    },
    takeBack: async (entryId, customerId) => {
      const open = offers.find((o) => o.entryId === entryId && o.from === customerId && isOpen(o))
      if (open) open.state = 'taken-back'
      return !!open
    },
    offerOfToken: async (hash) => {
      const open = offers.find((o) => o.tokenHash === hash && o.state === 'pending')
      return open ? { transfer: open, entry: current } : null
    },
    claim: async (hash, claimant: Claimant) => {
      const open = offers.find((o) => o.tokenHash === hash && o.state === 'pending')
      if (!open) return { outcome: 'not-open' }
      if (enteredEmails.includes(claimant.email)) return { outcome: 'already-entered' }
      open.state = 'claimed'
      current = { ...current, entrantCustomerId: claimant.customerId, email: claimant.email, firstName: claimant.firstName }
      return { outcome: 'claimed', entryId: current.id, eventId: current.eventId, fromCustomerId: open.from, transferId: open.id }
    },
  }
  return { store, offers, current: () => current }
}

const friend: Claimant = { customerId: 2, email: 'bo@example.com', firstName: 'Bo', lastName: 'Lind', locale: 'sv' }

describe('transferring an entry', () => {
  it('offers, and the friend’s claim moves the entry to them; the link then stops working', async () => {
    const { store, current } = memoryStore(entry())
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: ' Bo@Example.com ', locale: 'sv', now })
    expect(await store.pendingTransfer(7)).toMatchObject({ toEmail: 'Bo@Example.com', locale: 'sv' })
    const claimed = await claimTransfer(store, { token, claimant: friend, now })
    expect(claimed).toMatchObject({ entryId: 7, previous: { email: 'ann@example.com', locale: 'en' } })
    expect(current()).toMatchObject({ entrantCustomerId: 2, email: 'bo@example.com' })
    expect(await refusal(claimTransfer(store, { token, claimant: { ...friend, customerId: 3, email: 'cy@example.com' }, now }))).toBe('booking.claimNotOpen')
  })

  it('keeps an offer whose fee is unpaid closed to claims, and open to take back', async () => {
    const { store } = memoryStore(entry())
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now, awaitingFee: true })
    expect(await store.pendingTransfer(7)).toMatchObject({ awaitingFee: true })
    expect(await refusal(claimTransfer(store, { token, claimant: friend, now }))).toBe('booking.claimNotOpen')
    expect(await refusal(offerTransfer(store, { customerId: 1, entryId: 7, email: 'cy@example.com', locale: 'en', now }))).toBe('booking.transferPending')
    await takeBackTransfer(store, { customerId: 1, entryId: 7 })
    expect(await store.pendingTransfer(7)).toBeNull()
  })

  it('keeps only a hash of the token', async () => {
    const { store, offers } = memoryStore(entry())
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now })
    expect(offers[0]?.tokenHash).toBe(transferTokenHash(token))
    expect(offers[0]?.tokenHash).not.toContain(token)
  })

  it('refuses a second offer while one is pending, and takes the first back', async () => {
    const { store } = memoryStore(entry())
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now })
    expect(await refusal(offerTransfer(store, { customerId: 1, entryId: 7, email: 'cy@example.com', locale: 'en', now }))).toBe('booking.transferPending')
    await takeBackTransfer(store, { customerId: 1, entryId: 7 })
    expect(await refusal(claimTransfer(store, { token, claimant: friend, now }))).toBe('booking.claimNotOpen')
    expect(await refusal(takeBackTransfer(store, { customerId: 1, entryId: 7 }))).toBe('booking.noTransfer')
  })

  it('refuses someone else’s entry, the entry’s own email, and a friend entered already', async () => {
    const { store } = memoryStore(entry(), ['bo@example.com'])
    expect(await refusal(offerTransfer(store, { customerId: 9, entryId: 7, email: 'bo@example.com', locale: 'en', now }))).toBe('booking.notFound')
    expect(await refusal(offerTransfer(store, { customerId: 1, entryId: 7, email: 'ANN@example.com', locale: 'en', now }))).toBe('booking.transferToSelf')
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now })
    expect(await refusal(claimTransfer(store, { token, claimant: friend, now }))).toBe('entries.alreadyEnteredUser')
    expect(await refusal(claimTransfer(store, { token, claimant: { ...friend, customerId: 1 }, now }))).toBe('booking.transferToSelf')
  })

  it('closes at the event’s cut-off, for offers and for claims', async () => {
    const { store } = memoryStore(entry())
    const { token } = await offerTransfer(store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now })
    const closes = changesCloseAt(entry().rules)
    expect(closes.toISOString()).toBe('2026-05-30T00:00:00.000Z')
    expect(await refusal(claimTransfer(store, { token, claimant: friend, now: closes }))).toBe('booking.changesClosed')
    expect(await refusal(offerTransfer(memoryStore(entry()).store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now: closes }))).toBe('booking.changesClosed')
  })

  it('refuses cancelled and finished entries, and events without transfers', async () => {
    const offer = (e: ManagedEntry) => offerTransfer(memoryStore(e).store, { customerId: 1, entryId: 7, email: 'bo@example.com', locale: 'en', now })
    expect(await refusal(offer(entry({ cancelled: true })))).toBe('booking.cancelled')
    expect(await refusal(offer(entry({ finished: true })))).toBe('booking.finished')
    expect(await refusal(offer(entry({ rules: { ...entry().rules, transfersAllowed: false } })))).toBe('booking.transfersClosed')
  })
})
