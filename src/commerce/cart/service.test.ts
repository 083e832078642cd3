import { describe, expect, it } from 'vitest'
import { catalogue, purchasable } from './fixtures.test-support'
import { type CartCatalogue, type CartStore, createCartService } from './service'
import type { CartRecord } from './types'

/** Carts in memory with the store's contract: a write succeeds only against the version it read. */
function memoryStore(interfere?: (rows: Map<string, CartRecord>) => void) {
  const rows = new Map<string, CartRecord>()
  let ids = 0
  const store: CartStore = {
    findByNumber: async (number) => structuredClone(rows.get(number) ?? null),
    latestOpenOfCustomer: async (customerId) => [...rows.values()].find((c) => c.customerId === customerId && !c.isCompleted) ?? null,
    insert: async (cart) => {
      const saved = { ...cart, id: ++ids }
      rows.set(cart.number, structuredClone(saved))
      return saved
    },
    replace: async (cart, expectedVersion) => {
      interfere?.(rows)
      const stored = rows.get(cart.number)
      if (!stored || stored.version !== expectedVersion || stored.isCompleted) return false
      rows.set(cart.number, structuredClone(cart))
      return true
    },
  }
  return { store, rows }
}

const items: CartCatalogue = {
  purchasables: async (ids) => new Map([...catalogue(purchasable(1, { hasUnlimitedStock: true }))].filter(([id]) => ids.includes(id))),
  coupon: async () => null,
  couponUses: async () => 0,
  isRunClubMember: async () => false,
  shippingRates: async () => ({ zones: [], otherCountries: null }),
}

let counter = 0
const newNumber = () => String(++counter).padStart(32, '0')

describe('cart service', () => {
  it('re-reads and re-applies an add that lost a race, losing neither change', async () => {
    let raced = false
    const { store, rows } = memoryStore((stored) => {
      if (raced) return
      raced = true
      // Another request adds a unit between this request's read and its write.
      const cart = [...stored.values()][0]!
      stored.set(cart.number, { ...cart, version: cart.version + 1, lines: [{ ...cart.lines[0]!, qty: cart.lines[0]!.qty + 1 }] })
    })
    const service = createCartService({ store, catalogue: items, newNumber })
    const first = await service.updateCart({}, { purchasableId: 1, qty: 1 })
    const second = await service.updateCart({ orderNumber: first.record.number }, { purchasableId: 1, qty: 1 })
    expect(second.record.lines[0]!.qty).toBe(3)
    expect(rows.get(first.record.number)!.lines[0]!.qty).toBe(3)
  })

  it('answers 404 for a completed cart and gives no one another customer’s cart', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const ann = await service.updateCart({ customerId: 7 }, { purchasableId: 1, qty: 1 })
    await expect(service.getCart({ orderNumber: ann.record.number, customerId: 8 })).rejects.toMatchObject({ code: 'not_found' })
    expect((await service.getCart({ customerId: 7 })).record.number).toBe(ann.record.number)
    rows.set(ann.record.number, { ...rows.get(ann.record.number)!, isCompleted: true })
    await expect(service.getCart({ orderNumber: ann.record.number, customerId: 7 })).rejects.toMatchObject({ code: 'not_found' })
  })

  it('asks the catalogue whether the cart’s customer is a member for a members-only coupon, adding and pricing', async () => {
    const club = {
      code: 'CLUB15',
      kind: 'percentage',
      amount: 15,
      minimumSpend: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perEmailLimit: null,
      timesUsed: 0,
      scope: 'all',
      enabled: true,
      membersOnly: true,
    } as const
    const members = new Set([7])
    const asked: number[] = []
    const clubCatalogue: CartCatalogue = {
      ...items,
      coupon: async (code) => (code === 'CLUB15' ? club : null),
      isRunClubMember: async (id) => (asked.push(id), members.has(id)),
    }
    const { store } = memoryStore()
    const service = createCartService({ store, catalogue: clubCatalogue, newNumber })
    const guest = await service.updateCart({}, { purchasableId: 1, qty: 1 })
    await expect(service.updateCart({ orderNumber: guest.record.number }, { couponCode: 'club15' })).rejects.toMatchObject({ problems: { couponCode: { key: 'cart.couponNotValid' } } })
    expect(asked).toEqual([])

    const member = await service.updateCart({ customerId: 7 }, { purchasableId: 1, qty: 1 })
    const applied = await service.updateCart({ orderNumber: member.record.number, customerId: 7 }, { couponCode: 'club15' })
    expect(applied.priced).toMatchObject({ couponApplies: true, totalDiscount: 150 })
    await expect(service.updateCart({ customerId: 8 }, { couponCode: 'CLUB15' })).rejects.toMatchObject({ problems: { couponCode: { key: 'cart.couponNotValid' } } })

    // Membership ends: the code stays on the cart but no longer takes anything off.
    members.delete(7)
    expect(await service.price(applied.record)).toMatchObject({ couponApplies: false, totalDiscount: 0, totalPrice: 1000 })
    expect(asked).toEqual(expect.arrayContaining([7, 8]))
  })

  it('saves a new cart only when asked to (forceSave) or when something is added', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    expect((await service.getCart({})).record.id).toBeNull()
    expect(rows.size).toBe(0)
    expect((await service.getCart({ forceSave: true })).record.id).toEqual(expect.any(Number))
    expect(rows.size).toBe(1)
  })

  it('saves a new cart at its first line only: an update that leaves it empty writes no row', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const emailed = await service.updateCart({}, { email: 'ann@example.com' })
    expect(emailed.record.id).toBeNull()
    expect(emailed.record.email).toBe('ann@example.com')
    expect((await service.updateCart({}, { couponCode: '', notes: 'ring twice' })).record.id).toBeNull()
    expect((await service.quoteShipping({}, 'FR')).lines).toEqual([])
    expect(rows.size).toBe(0)
    const added = await service.updateCart({}, { purchasableId: 1, qty: 1 })
    expect(added.record.id).toEqual(expect.any(Number))
    expect(rows.size).toBe(1)
  })
})
