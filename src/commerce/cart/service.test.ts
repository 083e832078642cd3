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
  couponUsesByEmail: async () => 0,
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

  it('saves a new cart only when asked to (forceSave) or when something is added', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    expect((await service.getCart({})).record.id).toBeNull()
    expect(rows.size).toBe(0)
    expect((await service.getCart({ forceSave: true })).record.id).toEqual(expect.any(Number))
    expect(rows.size).toBe(1)
  })
})
