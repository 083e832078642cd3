import { describe, expect, it } from 'vitest'
import type { CompletionTransaction, Order } from '../commerce/orders/complete-order'
import type { PricedCart } from '../commerce/cart/totals'
import type { CartRecord } from '../commerce/cart/types'
import { type GuestOrderLinks, guestOrderOwnerStep } from './guest-orders'

function links(confirmed: Record<string, number>) {
  const linked: { id: number; email: string }[] = []
  const store: GuestOrderLinks = {
    confirmedAccountOf: async (email) => confirmed[email.toLowerCase()] ?? null,
    linkGuestOrders: async (customer) => (linked.push(customer), 1),
  }
  return { store, linked }
}

const cartOf = (customerId: number | null) => ({ customerId }) as CartRecord
const order = { email: 'Sam@Example.com', number: 'MP-1' } as Order
const tx = { handle: 'tx' } as unknown as CompletionTransaction

describe('a guest’s order and the account that confirmed its email', () => {
  it('becomes that account’s, in the order’s transaction', async () => {
    const { store, linked } = links({ 'sam@example.com': 7 })
    const handles: unknown[] = []
    const write = await guestOrderOwnerStep((handle) => (handles.push(handle), store))(cartOf(null), {} as PricedCart)
    await write!(tx, order)
    expect(linked).toEqual([{ id: 7, email: 'Sam@Example.com' }])
    expect(handles).toEqual(['tx'])
  })

  it('stays a guest’s when no account confirmed the email', async () => {
    const { store, linked } = links({})
    await (await guestOrderOwnerStep(() => store)(cartOf(null), {} as PricedCart))!(tx, order)
    expect(linked).toEqual([])
  })

  it('is none of its business when the buyer was signed in', async () => {
    const { store } = links({ 'sam@example.com': 7 })
    expect(await guestOrderOwnerStep(() => store)(cartOf(3), {} as PricedCart)).toBeNull()
  })
})
