import { describe, expect, it } from 'vitest'
import { type Money, money } from '../money'
import { coupon, euroArea, gbp, purchasable, sweden, taxRates, uk } from './fixtures.test-support'
import { type CartCatalogue, type CartRef, type CartStore, createCartService } from './service'
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

/**
 * The catalogue's prices by purchasable, one per currency it is sold in: kit 1 costs £10.00, 129 kr
 * or €12.00, kit 2 is sold in pounds only, and 3 is a €25.00 training plan.
 */
const pricesOf = (): Map<number, Money[]> =>
  new Map([
    [1, [gbp(1000), money(12900, 'SEK'), money(1200, 'EUR')]],
    [2, [gbp(2500)]],
    [3, [money(2500, 'EUR')]],
  ])
const plans = new Set([3])

/** A catalogue of the UK, euro and Swedish markets; `prices` is read at every call, so a test may change it. */
function catalogueOf(prices = pricesOf()): CartCatalogue {
  return {
    purchasables: async (ids, currency) =>
      new Map(
        ids.flatMap((id) => {
          const inCurrencies = prices.get(id)
          if (!inCurrencies) return []
          const price = inCurrencies.find((m) => m.currency === currency) ?? null
          const kind = plans.has(id) ? { kind: 'plan' as const, taxClass: 'digital' as const } : {}
          return [[id, purchasable(id, { hasUnlimitedStock: true, price, ...kind })] as const]
        }),
      ),
    coupon: async () => null,
    couponUses: async () => 0,
    isRunClubMember: async () => false,
    shippingRates: async () => ({ zones: [], otherCountries: null }),
    taxRates: async () => taxRates,
    markets: async () => [uk, euroArea, sweden],
  }
}
const items = catalogueOf()

/** A request from the UK market, taxed in Great Britain; `over` names the cart and the customer. */
const inUk = (over: Partial<CartRef> = {}): CartRef => ({ market: uk, presumedCountry: 'GB', ...over })
const inSweden = (over: Partial<CartRef> = {}): CartRef => ({ market: sweden, presumedCountry: 'SE', ...over })
const inEuros = (over: Partial<CartRef> = {}): CartRef => ({ market: euroArea, presumedCountry: 'FR', ...over })

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
    const first = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    const second = await service.updateCart(inUk({ orderNumber: first.record.number }), { purchasableId: 1, qty: 1 })
    expect(second.record.lines[0]!.qty).toBe(3)
    expect(rows.get(first.record.number)!.lines[0]!.qty).toBe(3)
  })

  it('answers 404 for a completed cart and gives no one another customer’s cart', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const ann = await service.updateCart(inUk({ customerId: 7 }), { purchasableId: 1, qty: 1 })
    await expect(service.getCart(inUk({ orderNumber: ann.record.number, customerId: 8 }))).rejects.toMatchObject({ code: 'not_found' })
    expect((await service.getCart(inUk({ customerId: 7 }))).record.number).toBe(ann.record.number)
    rows.set(ann.record.number, { ...rows.get(ann.record.number)!, isCompleted: true })
    await expect(service.getCart(inUk({ orderNumber: ann.record.number, customerId: 7 }))).rejects.toMatchObject({ code: 'not_found' })
  })

  it('asks the catalogue whether the cart’s customer is a member for a members-only coupon, adding and pricing', async () => {
    const club = coupon({ code: 'CLUB15', percent: 15, membersOnly: true })
    const members = new Set([7])
    const asked: number[] = []
    const clubCatalogue: CartCatalogue = {
      ...items,
      coupon: async (code) => (code === 'CLUB15' ? club : null),
      isRunClubMember: async (id) => (asked.push(id), members.has(id)),
    }
    const { store } = memoryStore()
    const service = createCartService({ store, catalogue: clubCatalogue, newNumber })
    const guest = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    await expect(service.updateCart(inUk({ orderNumber: guest.record.number }), { couponCode: 'club15' })).rejects.toMatchObject({ problems: { couponCode: { key: 'cart.couponNotValid' } } })
    expect(asked).toEqual([])

    const member = await service.updateCart(inUk({ customerId: 7 }), { purchasableId: 1, qty: 1 })
    const applied = await service.updateCart(inUk({ orderNumber: member.record.number, customerId: 7 }), { couponCode: 'club15' })
    expect(applied.priced).toMatchObject({ couponApplies: true, totalDiscount: gbp(150) })
    await expect(service.updateCart(inUk({ customerId: 8 }), { couponCode: 'CLUB15' })).rejects.toMatchObject({ problems: { couponCode: { key: 'cart.couponNotValid' } } })

    // Membership ends: the code stays on the cart but no longer takes anything off.
    members.delete(7)
    expect(await service.price(applied.record)).toMatchObject({ couponApplies: false, totalDiscount: gbp(0), totalPrice: gbp(1000) })
    expect(asked).toEqual(expect.arrayContaining([7, 8]))
  })

  it('saves a new cart only when asked to (forceSave) or when something is added', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    expect((await service.getCart(inUk())).record.id).toBeNull()
    expect(rows.size).toBe(0)
    expect((await service.getCart({ ...inUk(), forceSave: true })).record.id).toEqual(expect.any(Number))
    expect(rows.size).toBe(1)
  })

  it('saves a new cart at its first line only: an update that leaves it empty writes no row', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const emailed = await service.updateCart(inUk(), { email: 'ann@example.com' })
    expect(emailed.record.id).toBeNull()
    expect(emailed.record.email).toBe('ann@example.com')
    expect((await service.updateCart(inUk(), { couponCode: '', notes: 'ring twice' })).record.id).toBeNull()
    expect((await service.quoteShipping(inUk(), 'FR')).lines).toEqual([])
    expect(rows.size).toBe(0)
    const added = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    expect(added.record.id).toEqual(expect.any(Number))
    expect(rows.size).toBe(1)
  })

  it('keeps a cart in one currency: a pound cart with lines refuses an add from the Swedish market and stays as it was', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const pounds = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    const saved = structuredClone(rows.get(pounds.record.number))
    await expect(service.updateCart(inSweden({ orderNumber: pounds.record.number }), { purchasableId: 1, qty: 1 })).rejects.toMatchObject({
      key: 'cart.unableToUpdate',
      problems: { purchasableId: { key: 'cart.otherCurrency', values: { currency: 'GBP' } } },
      current: { record: { currency: 'GBP', marketCode: 'uk' }, priced: { currency: 'GBP', totalPrice: gbp(1000) } },
    })
    expect(rows.get(pounds.record.number)).toEqual(saved)
    // Seen from Sweden it is still the pound cart, priced by the UK market it was filled in.
    expect((await service.getCart(inSweden({ orderNumber: pounds.record.number }))).priced).toMatchObject({ currency: 'GBP', totalPrice: gbp(1000), taxDestination: { country: 'GB' } })
  })

  it('gives an empty cart the currency of the market it is shopped in', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    expect((await service.getCart(inSweden())).record).toMatchObject({ currency: 'SEK', marketCode: 'se' })

    const pounds = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    await service.updateCart(inUk({ orderNumber: pounds.record.number }), { lineItems: { 1: { remove: true } } })
    expect(rows.get(pounds.record.number)).toMatchObject({ currency: 'GBP', lines: [] })
    const kronor = await service.updateCart(inSweden({ orderNumber: pounds.record.number }), { purchasableId: 1, qty: 1 })
    expect(kronor.record).toMatchObject({ number: pounds.record.number, currency: 'SEK', marketCode: 'se' })
    expect(kronor.priced).toMatchObject({ currency: 'SEK', totalPrice: money(12900, 'SEK'), totalTax: money(2580, 'SEK'), taxDestination: { country: 'SE' } })
    expect(rows.get(pounds.record.number)).toMatchObject({ currency: 'SEK', marketCode: 'se' })
  })

  it('refuses to add in the Swedish market what has no price in kronor', async () => {
    const { store, rows } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    await expect(service.updateCart(inSweden(), { purchasableId: 2, qty: 1 })).rejects.toMatchObject({ problems: { purchasableId: { key: 'cart.notSoldInMarket' } } })
    expect(rows.size).toBe(0)
    expect((await service.updateCart(inUk(), { purchasableId: 2, qty: 1 })).priced.totalPrice).toEqual(gbp(2500))
  })

  it('tells the shopper when a saved line’s price in the cart’s currency has been removed', async () => {
    const prices = pricesOf()
    const { store } = memoryStore()
    const service = createCartService({ store, catalogue: catalogueOf(prices), newNumber })
    const saved = await service.updateCart(inUk(), { purchasableId: 1, qty: 1 })
    prices.set(1, [money(12900, 'SEK')])
    const now = await service.getCart(inUk({ orderNumber: saved.record.number }))
    expect(now.priced.notices).toEqual([{ field: 'lineItems.0.qty', problem: { key: 'cart.notSoldInMarket' } }])
    expect(now.priced.totalPrice).toEqual(gbp(0))
  })

  it('taxes a training plan where its buyer is, and kit where it goes', async () => {
    const addressIn = (countryCode: string) => ({
      firstName: 'Lena',
      lastName: 'Läufer',
      company: null,
      countryCode,
      addressLine1: '1 Laufweg',
      addressLine2: null,
      city: 'Stadt',
      county: null,
      postcode: '10115',
      phone: null,
      email: null,
    })
    const { store } = memoryStore()
    const service = createCartService({ store, catalogue: items, newNumber })
    const plan = await service.updateCart(inEuros(), { purchasableId: 3, qty: 1 })
    expect(plan.priced).toMatchObject({ totalPrice: money(2500, 'EUR'), totalTax: money(417, 'EUR'), taxDestination: { country: 'FR' } })
    const german = await service.updateCart(inEuros({ orderNumber: plan.record.number }), { billingAddress: addressIn('DE'), shippingAddress: addressIn('FR') })
    expect(german.priced).toMatchObject({ totalPrice: money(2500, 'EUR'), totalTax: money(399, 'EUR'), taxDestination: { country: 'DE' } })
    // With kit to send, the kit is taxed in France, where it goes; the plan still where its buyer is (EU OSS).
    const withKit = await service.updateCart(inEuros({ orderNumber: plan.record.number }), { purchasableId: 1, qty: 1 })
    expect(withKit.priced).toMatchObject({ totalTax: money(399 + 200, 'EUR'), taxDestination: { country: 'FR' } })
    expect(withKit.priced.taxLines.map((line) => [line.country, line.percent, line.amount.amount])).toEqual([
      ['DE', 19, 399],
      ['FR', 20, 200],
    ])
  })
})
