import { describe, expect, it } from 'vitest'
import { cart, catalogue, coupon as runTen, purchasable } from './fixtures.test-support'
import { stockProblem } from './stock'
import { applyUpdate } from './update'

const now = new Date('2026-06-01T00:00:00Z')
const shirt = purchasable(1, { stock: 3, snapshot: { title: 'Tee', variantTitle: 'Red M', path: null, image: null, attributes: { size: 'M' } } })
const items = catalogue(shirt, purchasable(2, { stock: 0 }), purchasable(3, { isAvailable: false }), purchasable(4, { hasUnlimitedStock: true, stock: 0 }))
const ctx = { marketCurrency: 'GBP', purchasables: items, coupon: null, couponUsesByEmail: 0, now }

describe('stock rules', () => {
  it('names the problem: size out of stock, out of stock, only N left, unavailable', () => {
    expect(stockProblem(purchasable(1, { stock: 0, snapshot: shirt.snapshot }), 1)).toEqual({ key: 'shop.sizeOutOfStock' })
    expect(stockProblem(purchasable(2, { stock: 0 }), 1)).toEqual({ key: 'shop.outOfStock' })
    expect(stockProblem(shirt, 4)).toEqual({ key: 'cart.onlyLeft', values: { count: 3 } })
    expect(stockProblem(shirt, 3)).toBeNull()
    expect(stockProblem(purchasable(4, { hasUnlimitedStock: true, stock: 0 }), 500)).toBeNull()
    expect(stockProblem(purchasable(3, { isAvailable: false }), 1)).toEqual({ key: 'cart.unavailable' })
    expect(stockProblem(undefined, 1)).toEqual({ key: 'cart.unavailable' })
  })

  it('finds a purchasable without a price in the cart’s currency not sold in its market', () => {
    expect(stockProblem(purchasable(5, { price: null }), 1)).toEqual({ key: 'cart.notSoldInMarket' })
    expect(stockProblem(purchasable(5, { price: null, isAvailable: false }), 1)).toEqual({ key: 'cart.unavailable' })
  })
})

describe('applying an update', () => {
  it('adds within stock and refuses beyond it on the line it would change', () => {
    const added = applyUpdate(cart(), { purchasableId: 1, qty: 2 }, ctx)
    expect(added.ok && added.cart.lines).toEqual([{ id: 1, purchasableId: 1, qty: 2, options: {} }])
    const more = applyUpdate(added.ok ? added.cart : cart(), { purchasableId: 1, qty: 2 }, ctx)
    expect(more).toEqual({ ok: false, error: 'cart.unableToUpdate', fieldErrors: { 'lineItems.0.qty': { key: 'cart.onlyLeft', values: { count: 3 } } } })
  })

  it('refuses unavailable purchasables and unknown lines, all or nothing', () => {
    expect(applyUpdate(cart(), { purchasableId: 3, qty: 1 }, ctx)).toMatchObject({ ok: false, fieldErrors: { purchasableId: { key: 'cart.unavailable' } } })
    const base = cart({ lines: [{ id: 1, purchasableId: 4, qty: 1, options: {} }], nextLineId: 2 })
    expect(applyUpdate(base, { lineItems: { 1: { qty: 5 }, 7: { remove: true } }, email: 'a@b.co' }, ctx)).toMatchObject({
      ok: false,
      fieldErrors: { 'lineItems.7': { key: 'cart.unknownLine' } },
    })
  })

  it('adds only in the cart’s currency: nothing from another market’s, nothing without a price in it', () => {
    const full = cart({ lines: [{ id: 1, purchasableId: 4, qty: 1, options: {} }], nextLineId: 2 })
    expect(applyUpdate(full, { purchasableId: 4, qty: 1 }, { ...ctx, marketCurrency: 'SEK' })).toEqual({
      ok: false,
      error: 'cart.unableToUpdate',
      fieldErrors: { purchasableId: { key: 'cart.otherCurrency', values: { currency: 'GBP' } } },
    })
    const unpriced = { ...ctx, purchasables: catalogue(purchasable(6, { price: null })) }
    expect(applyUpdate(cart(), { purchasableId: 6, qty: 1 }, unpriced)).toMatchObject({ ok: false, fieldErrors: { purchasableId: { key: 'cart.notSoldInMarket' } } })
  })

  it('always lets a quantity go down, even past a sell-out', () => {
    const base = cart({ lines: [{ id: 1, purchasableId: 2, qty: 3, options: {} }], nextLineId: 2 })
    expect(applyUpdate(base, { lineItems: { 1: { qty: 1 } } }, ctx)).toMatchObject({ ok: true })
    expect(applyUpdate(base, { lineItems: { 1: { qty: 4 } } }, ctx)).toMatchObject({ ok: false })
  })

  it('knows the two gateways and nothing else', () => {
    expect(applyUpdate(cart(), { gatewayId: 2 }, ctx)).toMatchObject({ ok: true, cart: { gatewayId: 2 } })
    expect(applyUpdate(cart(), { gatewayId: '1' }, ctx)).toMatchObject({ ok: true, cart: { gatewayId: 1 } })
    expect(applyUpdate(cart(), { gatewayId: 5 }, ctx)).toEqual({ ok: false, error: 'cart.unknownGateway', fieldErrors: {} })
  })

  it('sets the standard shipping method once the shipping country is known', () => {
    const address = { firstName: 'A', lastName: 'B', countryCode: 'GB', addressLine1: '1', city: 'C', postcode: 'P', company: null, addressLine2: null, county: null, phone: null, email: null }
    expect(applyUpdate(cart(), { shippingAddress: address }, ctx)).toMatchObject({ ok: true, cart: { shippingMethodHandle: 'standard' } })
    expect(applyUpdate(cart(), { shippingAddress: null }, ctx)).toMatchObject({ ok: true, cart: { shippingMethodHandle: null } })
    expect(applyUpdate(cart(), { shippingMethodHandle: 'express' }, ctx)).toMatchObject({ ok: false, fieldErrors: { shippingMethodHandle: { key: 'cart.unknownShippingMethod' } } })
  })

  it('applies a valid coupon by its normalised code and removes it with ""', () => {
    const coupon = runTen()
    const base = cart({ lines: [{ id: 1, purchasableId: 4, qty: 1, options: {} }], nextLineId: 2 })
    expect(applyUpdate(base, { couponCode: ' run10 ' }, { ...ctx, coupon })).toMatchObject({ ok: true, cart: { couponCode: 'RUN10' } })
    expect(applyUpdate(base, { couponCode: 'OTHER' }, { ...ctx, coupon })).toMatchObject({
      ok: false,
      fieldErrors: { couponCode: { key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.unknown' } } },
    })
    expect(applyUpdate({ ...base, couponCode: 'RUN10' }, { couponCode: '' }, ctx)).toMatchObject({ ok: true, cart: { couponCode: null } })

    const clubOnly = { ...coupon, membersOnly: true }
    expect(applyUpdate(base, { couponCode: 'run10' }, { ...ctx, coupon: clubOnly })).toEqual({
      ok: false,
      error: 'cart.unableToUpdate',
      fieldErrors: { couponCode: { key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.membersOnly' } } },
    })
    expect(applyUpdate(base, { couponCode: 'run10' }, { ...ctx, coupon: clubOnly, isRunClubMember: true })).toMatchObject({ ok: true, cart: { couponCode: 'RUN10' } })
  })
})

describe('the cart’s limits (999 a line, 999 a cart, 100 lines, 64 KB), however they are reached', () => {
  const unlimited = 4
  const other = 5
  const limitsCtx = { ...ctx, purchasables: catalogue(...items.values(), purchasable(5, { hasUnlimitedStock: true, stock: 0 })) }
  const line = (id: number, qty: number, options: Record<string, unknown> = {}, purchasableId = unlimited) => ({ id, purchasableId, qty, options })
  const withLines = (...lines: ReturnType<typeof line>[]) => cart({ lines, nextLineId: Math.max(0, ...lines.map((l) => l.id)) + 1 })
  const lineTooHigh = { key: 'cart.lineQtyTooHigh', values: { max: 999 } }
  const cartTooHigh = { key: 'cart.cartQtyTooHigh', values: { max: 999 } }

  it('twelve adds of 999 stop at 999: an add that merges into a line cannot pass the line’s bound', () => {
    let current = cart()
    const answers = Array.from({ length: 12 }, () => {
      const result = applyUpdate(current, { purchasableId: unlimited, qty: 999, options: {} }, limitsCtx)
      if (result.ok) current = result.cart
      return result.ok
    })
    expect(answers).toEqual([true, ...Array(11).fill(false)])
    expect(current.lines).toEqual([line(1, 999)])
    expect(applyUpdate(current, { purchasableId: unlimited, qty: 1 }, limitsCtx)).toEqual({ ok: false, error: 'cart.unableToUpdate', fieldErrors: { 'lineItems.0.qty': lineTooHigh } })
  })

  it('bounds the whole cart: an add, an edit, or both in one request', () => {
    const base = withLines(line(1, 600))
    expect(applyUpdate(base, { purchasableId: other, qty: 400 }, limitsCtx)).toEqual({ ok: false, error: 'cart.unableToUpdate', fieldErrors: { 'lineItems.1.qty': cartTooHigh } })
    expect(applyUpdate(base, { purchasableId: other, qty: 399 }, limitsCtx)).toMatchObject({ ok: true })
    const two = withLines(line(1, 600), line(2, 300, {}, other))
    expect(applyUpdate(two, { lineItems: { 2: { qty: 400 } } }, limitsCtx)).toMatchObject({ ok: false, fieldErrors: { 'lineItems.1.qty': cartTooHigh } })
    // An add and an edit together: judged on the cart they leave.
    expect(applyUpdate(two, { purchasableId: other, qty: 99, options: { gift: true }, lineItems: { 1: { qty: 601 } } }, limitsCtx)).toMatchObject({
      ok: false,
      fieldErrors: { 'lineItems.0.qty': cartTooHigh, 'lineItems.2.qty': cartTooHigh },
    })
    expect(applyUpdate(two, { purchasableId: other, qty: 99, options: { gift: true }, lineItems: { 1: { qty: 599 } } }, limitsCtx)).toMatchObject({ ok: true })
    // Bulk team places (two lines of one request) count like any other line.
    expect(applyUpdate(cart(), { purchasableId: unlimited, qty: 500, options: { bulkAdult: true }, lineItems: {} }, limitsCtx)).toMatchObject({ ok: true })
    const team = withLines(line(1, 500, { bulkAdult: true }), line(2, 499, { bulkChild: true }, other))
    expect(applyUpdate(team, { lineItems: { 2: { qty: 500 } } }, limitsCtx)).toMatchObject({ ok: false, fieldErrors: { 'lineItems.1.qty': cartTooHigh } })
  })

  it('a cart saved over the limits (before they existed) may only shrink', () => {
    const over = withLines(line(1, 11_988), line(2, 5, {}, other))
    expect(applyUpdate(over, { lineItems: { 1: { qty: 11_000 } } }, limitsCtx)).toMatchObject({ ok: true })
    expect(applyUpdate(over, { lineItems: { 1: { remove: true } } }, limitsCtx)).toMatchObject({ ok: true })
    expect(applyUpdate(over, { email: 'a@b.co' }, limitsCtx)).toMatchObject({ ok: true })
    expect(applyUpdate(over, { lineItems: { 2: { qty: 6 } } }, limitsCtx)).toMatchObject({ ok: false, fieldErrors: { 'lineItems.1.qty': cartTooHigh } })
    expect(applyUpdate(over, { purchasableId: unlimited, qty: 1 }, limitsCtx)).toMatchObject({ ok: false, fieldErrors: { 'lineItems.0.qty': lineTooHigh } })
  })

  it('holds at most 100 lines', () => {
    const full = withLines(...Array.from({ length: 100 }, (_, i) => line(i + 1, 1, { n: i })))
    expect(applyUpdate(full, { purchasableId: unlimited, qty: 1, options: { n: 100 } }, limitsCtx)).toEqual({
      ok: false,
      error: 'cart.unableToUpdate',
      fieldErrors: { lineItems: { key: 'cart.tooManyLines', values: { max: 100 } } },
    })
    expect(applyUpdate(full, { purchasableId: unlimited, qty: 1, options: { n: 7 } }, limitsCtx)).toMatchObject({ ok: true })
    expect(applyUpdate(full, { purchasableId: unlimited, qty: 1, options: { n: 100 }, lineItems: { 1: { remove: true } } }, limitsCtx)).toMatchObject({ ok: true })
  })

  it('holds at most 64 KB of lines', () => {
    const big = (i: number) => ({ n: i, a: 'x'.repeat(250), b: 'x'.repeat(250), c: 'x'.repeat(250), d: 'x'.repeat(250), e: 'x'.repeat(250), f: 'x'.repeat(250), g: 'x'.repeat(250) })
    const heavy = withLines(...Array.from({ length: 35 }, (_, i) => line(i + 1, 1, big(i))))
    expect(JSON.stringify(heavy.lines).length).toBeGreaterThan(63 * 1024)
    expect(applyUpdate(heavy, { purchasableId: unlimited, qty: 1, options: big(99) }, limitsCtx)).toEqual({
      ok: false,
      error: 'cart.unableToUpdate',
      fieldErrors: { lineItems: { key: 'cart.tooBig' } },
    })
    expect(applyUpdate(heavy, { lineItems: { 1: { options: { n: 1 } } } }, limitsCtx)).toMatchObject({ ok: true })
  })
})
