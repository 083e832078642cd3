import { describe, expect, it } from 'vitest'
import { DomainError } from '../../lib/errors'
import {
  askableRefusal,
  askForRefund,
  decideRefundRequest,
  type EntryLine,
  isApprovedAmount,
  lineLimit,
  type RefundOutcome,
  type RefundRequest,
  type RefundRequestStore,
  type RequestedEntry,
  suggestedAmount,
} from './refund-request'

const entry = (over: Partial<RequestedEntry> = {}): RequestedEntry => ({
  id: 7,
  eventId: 3,
  orderNumber: 'MP-1',
  entrantCustomerId: 1,
  payerCustomerId: 2,
  cancelled: false,
  finished: false,
  ...over,
})

/** A store in memory with the database's rule: one open request per entry. */
function memoryStore(start: RequestedEntry, line: EntryLine | null = { orderId: 9, lineId: 4, currency: 'GBP', amountLeft: 2000, qtyLeft: 1 }) {
  const rows: RefundRequest[] = []
  const store: RefundRequestStore = {
    entry: async (id) => (id === start.id ? start : null),
    openRequest: async (entryId) => rows.find((r) => r.entryId === entryId && r.status === 'pending') ?? null,
    open: async (request) => {
      if (rows.some((r) => r.entryId === request.entryId && r.status === 'pending')) return null
      const row: RefundRequest = { ...request, id: rows.length + 1, status: 'pending', currency: null, amount: null, reply: null, createdAt: new Date() }
      rows.push(row)
      return row
    },
    request: async (id) => rows.find((r) => r.id === id) ?? null,
    entryLine: async () => line,
    decide: async (id, decided) => {
      const row = rows.find((r) => r.id === id && r.status === 'pending')
      if (!row) return null
      Object.assign(row, { status: decided.status, reply: decided.reply }, decided.status === 'approved' ? { amount: decided.amount, currency: decided.currency } : {})
      return { ...row }
    },
    reopen: async (id) => {
      const row = rows.find((r) => r.id === id && r.status === 'approved')
      if (row) Object.assign(row, { status: 'pending', amount: null })
      return !!row
    },
  }
  return { store, rows }
}

const ask = (store: RefundRequestStore, customerId = 1, message = 'I broke my ankle') => askForRefund(store, { customerId, email: 'ann@example.com', entryId: 7, message, locale: 'de' })

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return { code: (error as DomainError).code, key: (error as DomainError).key }
}

describe('asking the organisers for a refund', () => {
  it('the entrant asks, with a reason, in their language; one open request per entry', async () => {
    const { store } = memoryStore(entry())
    const request = await ask(store, 1, '  I broke my ankle  ')
    expect(request).toMatchObject({ status: 'pending', message: 'I broke my ankle', locale: 'de', requesterEmail: 'ann@example.com', orderNumber: 'MP-1', eventId: 3 })
    expect(await refusal(ask(store))).toEqual({ code: 'conflict', key: 'booking.requestPending' })
  })

  it('the account that paid may ask too; anyone else is told there is no such entry', async () => {
    expect((await ask(memoryStore(entry()).store, 2)).requesterCustomerId).toBe(2)
    expect(await refusal(ask(memoryStore(entry()).store, 5))).toEqual({ code: 'not_found', key: 'booking.notFound' })
    expect(await refusal(ask(memoryStore(entry({ entrantCustomerId: null, payerCustomerId: null })).store, 1))).toMatchObject({ code: 'not_found' })
  })

  it('not for a cancelled or finished entry, nor without a reason or with a reason past 1000 characters', async () => {
    expect(await refusal(ask(memoryStore(entry({ cancelled: true })).store))).toEqual({ code: 'conflict', key: 'booking.cancelled' })
    expect(await refusal(ask(memoryStore(entry({ finished: true })).store))).toEqual({ code: 'conflict', key: 'booking.requestFinished' })
    expect(await refusal(ask(memoryStore(entry()).store, 1, '   '))).toEqual({ code: 'invalid_request', key: 'validation.required' })
    expect(await refusal(ask(memoryStore(entry()).store, 1, 'x'.repeat(1001)))).toEqual({ code: 'invalid_request', key: 'validation.tooLong' })
    expect((await ask(memoryStore(entry()).store, 1, 'x'.repeat(1000))).message).toHaveLength(1000)
  })

  it('is offered past the policy’s own refusals only', () => {
    expect(['booking.noRefundNow', 'booking.refundTeam', 'booking.refundByPayer'].every((key) => askableRefusal(key as never))).toBe(true)
    expect(askableRefusal('booking.cancelled')).toBe(false)
    expect(askableRefusal('booking.finished')).toBe(false)
    expect(askableRefusal(null)).toBe(false)
  })
})

describe('the amount an approval gives back', () => {
  const line = { amountLeft: 2000, qtyLeft: 1 }

  it('is between nothing and what is left of the entry’s line, in whole minor units', () => {
    expect([0, 1, 2000].every((amount) => isApprovedAmount(amount, line))).toBe(true)
    expect([-1, 2001, 10.5, Number.NaN, '100', null, undefined].some((amount) => isApprovedAmount(amount, line))).toBe(false)
    expect(isApprovedAmount(0, { amountLeft: 0, qtyLeft: 0 })).toBe(true)
    expect(lineLimit({ amountLeft: 3000, qtyLeft: 2 })).toBe(1500)
    expect(lineLimit({ amountLeft: 3000, qtyLeft: 0 })).toBe(0)
  })

  it('starts from the policy’s part now, else everything that is left', () => {
    expect(suggestedAmount(line, 50)).toBe(1000)
    expect(suggestedAmount(line, 0)).toBe(2000)
    expect(suggestedAmount({ amountLeft: 999, qtyLeft: 1 }, 50)).toBe(499)
  })
})

describe('deciding a request', () => {
  const refunds = (outcome: RefundOutcome = { state: 'succeeded' }) => {
    const calls: { id: number; amount: number; lineId: number }[] = []
    return { calls, refund: async (request: RefundRequest, line: EntryLine, amount: number) => (calls.push({ id: request.id, amount, lineId: line.lineId }), outcome) }
  }
  const pending = async (start = entry()) => {
    const made = memoryStore(start)
    const request = await ask(made.store)
    return { ...made, request }
  }

  it('an approval refunds the amount from the entry’s line and keeps the reply', async () => {
    const { store, request } = await pending()
    const { calls, refund } = refunds()
    const result = await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 1500, reply: ' Get well soon ', editor: 'ed@milepost.run' })
    expect(result).toMatchObject({ outcome: 'approved', refund: 'succeeded', request: { status: 'approved', amount: 1500, currency: 'GBP', reply: 'Get well soon' } })
    expect(calls).toEqual([{ id: request.id, amount: 1500, lineId: 4 }])
  })

  it('an approval of nothing is still an approval: the entry is cancelled without money', async () => {
    const { store, request } = await pending()
    const { calls, refund } = refunds()
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 0, editor: 'ed' })).toMatchObject({ outcome: 'approved' })
    expect(calls).toEqual([{ id: request.id, amount: 0, lineId: 4 }])
  })

  it('refuses an amount past the line, and changes nothing', async () => {
    const { store, request, rows } = await pending()
    const { calls, refund } = refunds()
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 2001, editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'amount' })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'amount' })
    expect(calls).toEqual([])
    expect(rows[0]!.status).toBe('pending')
  })

  it('decides a pending request only: a declined one is not approved, an approved one not declined', async () => {
    const { store, request } = await pending()
    const { calls, refund } = refunds()
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'decline', reply: 'Sorry', editor: 'ed' })).toMatchObject({
      outcome: 'declined',
      request: { status: 'declined', reply: 'Sorry' },
    })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 100, editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'decided' })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'decline', editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'decided' })
    expect(calls).toEqual([])

    const approved = await pending()
    await decideRefundRequest({ store: approved.store, refund }, { requestId: approved.request.id, decision: 'approve', amount: 100, editor: 'ed' })
    expect(await decideRefundRequest({ store: approved.store, refund }, { requestId: approved.request.id, decision: 'decline', editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'decided' })
    expect(await decideRefundRequest({ store: approved.store, refund }, { requestId: 99, decision: 'decline', editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'not-found' })
  })

  it('approving again finishes the same refund with the amount first approved', async () => {
    const { store, request } = await pending()
    const { calls, refund } = refunds({ state: 'pending' })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 700, editor: 'ed' })).toMatchObject({ outcome: 'approved', refund: 'pending' })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 2000, editor: 'other' })).toMatchObject({ outcome: 'approved', request: { amount: 700 } })
    expect(calls.map((c) => c.amount)).toEqual([700, 700])
  })

  it('a refund the order or provider refuses puts the request back to pending, with the reason', async () => {
    const { store, request, rows } = await pending()
    const { refund } = refunds({ state: 'failed', message: 'Card closed' })
    expect(await decideRefundRequest({ store, refund }, { requestId: request.id, decision: 'approve', amount: 100, editor: 'ed' })).toEqual({
      outcome: 'problem',
      problem: 'failed',
      message: 'Card closed',
    })
    expect(rows[0]).toMatchObject({ status: 'pending', amount: null })
  })

  it('an entry cancelled meanwhile, or with nothing left on its line, is not approved', async () => {
    const cancelled = memoryStore(entry())
    const request = await ask(cancelled.store)
    const gone = { ...cancelled.store, entry: async () => entry({ cancelled: true }) }
    const { calls, refund } = refunds()
    expect(await decideRefundRequest({ store: gone, refund }, { requestId: request.id, decision: 'approve', amount: 0, editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'cancelled' })
    const spent = memoryStore(entry(), { orderId: 9, lineId: 4, currency: 'GBP', amountLeft: 0, qtyLeft: 0 })
    const other = await ask(spent.store)
    expect(await decideRefundRequest({ store: spent.store, refund }, { requestId: other.id, decision: 'approve', amount: 0, editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'no-line' })
    const lineless = memoryStore(entry(), null)
    const third = await ask(lineless.store)
    expect(await decideRefundRequest({ store: lineless.store, refund }, { requestId: third.id, decision: 'approve', amount: 0, editor: 'ed' })).toEqual({ outcome: 'problem', problem: 'no-line' })
    expect(calls).toEqual([])
  })
})
