import { describe, expect, it } from 'vitest'
import type { CompletionTransaction, Order, OrderLine } from '../commerce/orders/complete-order'
import { cart, gbp } from '../commerce/cart/fixtures.test-support'
import type { PricedCart } from '../commerce/cart/totals'
import { buysMembership, grantPaidMembership, type MembershipStore, runClubMembershipStep } from './membership'

const line = (id: number, grantsRunClubMembership?: true): OrderLine => ({
  id,
  purchasableId: id,
  qty: 1,
  options: {},
  sku: `SKU-${id}`,
  description: `Item ${id}`,
  kind: 'merch',
  unitPrice: gbp(1000),
  subtotal: gbp(1000),
  discount: gbp(0),
  total: gbp(1000),
  tax: gbp(167),
  snapshot: { title: `Item ${id}`, variantTitle: `Item ${id}`, path: null, image: null, attributes: {}, ...(grantsRunClubMembership ? { grantsRunClubMembership } : {}) },
})

const order = (over: Partial<Order>): Order => ({ id: 1, number: 'MP-1', email: 'Runner@Example.com', customerId: null, lineItems: [line(1)], status: 'paid', ...over }) as Order

/** A transaction that knows the customers with these ids and (lower-case) emails, and records what it was asked. */
function accounts(ids: number[], emails: string[]) {
  const asked: unknown[] = []
  const tx = {
    makeRunClubMember: async (who: { customerId: number } | { email: string }) => {
      asked.push(who)
      return 'customerId' in who ? ids.includes(who.customerId) : emails.includes(who.email.toLowerCase())
    },
  } as CompletionTransaction
  return { tx, asked }
}

/** The step as order completion runs it: it reads the priced lines, then writes in the transaction. */
async function complete(tx: CompletionTransaction, placed: Order) {
  const priced = { lines: placed.lineItems.map((l) => ({ ...l, purchasable: { snapshot: l.snapshot } })) } as unknown as PricedCart
  const write = await runClubMembershipStep(cart(), priced)
  await write?.(tx, placed)
}

describe('run-club membership products', () => {
  it('knows a membership line by its snapshot flag, old lines without a snapshot included', () => {
    expect(buysMembership([line(1), line(2, true)])).toBe(true)
    expect(buysMembership([line(1)])).toBe(false)
    expect(buysMembership([{ snapshot: null }])).toBe(false)
  })

  it('makes the signed-in buyer a member', async () => {
    const { tx, asked } = accounts([7], [])
    await complete(tx, order({ customerId: 7, lineItems: [line(1), line(2, true)] }))
    expect(asked).toEqual([{ customerId: 7 }])
  })

  it('else the account with the order’s email; an order without a membership changes nobody', async () => {
    const guest = accounts([], ['runner@example.com'])
    await complete(guest.tx, order({ lineItems: [line(2, true)] }))
    expect(guest.asked).toEqual([{ email: 'Runner@Example.com' }])

    const gone = accounts([], [])
    await complete(gone.tx, order({ customerId: 9, lineItems: [line(2, true)] }))
    expect(gone.asked).toEqual([{ customerId: 9 }, { email: 'Runner@Example.com' }])

    const plain = accounts([7], ['runner@example.com'])
    await complete(plain.tx, order({ customerId: 7 }))
    expect(plain.asked).toEqual([])
  })

  it('a newly confirmed account becomes a member when its email paid for a membership', async () => {
    const made: number[] = []
    const store = (lines: Pick<OrderLine, 'snapshot'>[]): MembershipStore => ({
      paidOrderLines: async () => lines,
      makeMember: async (id) => (made.push(id), true),
    })
    expect(await grantPaidMembership(store([line(1), line(2, true)]), { id: 4, email: 'runner@example.com' })).toBe(true)
    expect(await grantPaidMembership(store([line(1)]), { id: 5, email: 'runner@example.com' })).toBe(false)
    expect(await grantPaidMembership(store([]), { id: 6, email: 'runner@example.com' })).toBe(false)
    expect(made).toEqual([4])
  })
})
