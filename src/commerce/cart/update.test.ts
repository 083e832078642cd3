import { describe, expect, it } from 'vitest'
import { cart, catalogue, purchasable } from './fixtures.test-support'
import { stockProblem } from './stock'
import type { Coupon } from './types'
import { applyUpdate } from './update'

const now = new Date('2026-06-01T00:00:00Z')
const shirt = purchasable(1, { stock: 3, snapshot: { title: 'Tee', variantTitle: 'Red M', path: null, image: null, attributes: { size: 'M' } } })
const items = catalogue(shirt, purchasable(2, { stock: 0 }), purchasable(3, { isAvailable: false }), purchasable(4, { hasUnlimitedStock: true, stock: 0 }))
const ctx = { purchasables: items, coupon: null, couponUsesByEmail: 0, now }

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
    const coupon: Coupon = {
      code: 'RUN10', kind: 'percentage', amount: 10, minimumSpend: null, startsAt: null, endsAt: null,
      usageLimit: null, perEmailLimit: null, timesUsed: 0, scope: 'all', enabled: true, membersOnly: false,
    }
    const base = cart({ lines: [{ id: 1, purchasableId: 4, qty: 1, options: {} }], nextLineId: 2 })
    expect(applyUpdate(base, { couponCode: ' run10 ' }, { ...ctx, coupon })).toMatchObject({ ok: true, cart: { couponCode: 'RUN10' } })
    expect(applyUpdate(base, { couponCode: 'OTHER' }, { ...ctx, coupon })).toMatchObject({ ok: false, fieldErrors: { couponCode: { key: 'cart.couponNotValid' } } })
    expect(applyUpdate({ ...base, couponCode: 'RUN10' }, { couponCode: '' }, ctx)).toMatchObject({ ok: true, cart: { couponCode: null } })

    const clubOnly = { ...coupon, membersOnly: true }
    expect(applyUpdate(base, { couponCode: 'run10' }, { ...ctx, coupon: clubOnly })).toEqual({ ok: false, error: 'cart.unableToUpdate', fieldErrors: { couponCode: { key: 'cart.couponNotValid' } } })
    expect(applyUpdate(base, { couponCode: 'run10' }, { ...ctx, coupon: clubOnly, isRunClubMember: true })).toMatchObject({ ok: true, cart: { couponCode: 'RUN10' } })
  })
})
