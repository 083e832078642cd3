import { describe, expect, it } from 'vitest'
import { discountAmount, discountScopeKey, isOpenOffer } from './discounts'

const now = new Date('2027-06-15T12:00:00Z')
const offer = { startsAt: null, endsAt: null, usageLimit: null, timesUsed: 0 }

describe('members’ discounts', () => {
  it('lists a coupon from its start to its end while uses are left', () => {
    expect(isOpenOffer(offer, now)).toBe(true)
    expect(isOpenOffer({ ...offer, startsAt: '2027-06-01T00:00:00Z', endsAt: '2027-06-30T23:59:59Z' }, now)).toBe(true)
    expect(isOpenOffer({ ...offer, startsAt: '2027-07-01T00:00:00Z' }, now)).toBe(false)
    expect(isOpenOffer({ ...offer, endsAt: '2027-06-15T11:59:59Z' }, now)).toBe(false)
    expect(isOpenOffer({ ...offer, usageLimit: 100, timesUsed: 99 }, now)).toBe(true)
    expect(isOpenOffer({ ...offer, usageLimit: 100, timesUsed: 100 }, now)).toBe(false)
  })

  it('says what it takes off in the locale’s way, and what it applies to', () => {
    expect(discountAmount({ kind: 'percentage', amount: 15 }, 'en')).toBe('15%')
    expect(discountAmount({ kind: 'percentage', amount: 15 }, 'de')).toBe('15\u00a0%')
    expect(discountAmount({ kind: 'fixed', amount: 500 }, 'en')).toBe('£5.00')
    expect(discountAmount({ kind: 'fixed', amount: 500 }, 'fr')).toBe('5,00\u00a0£')
    expect([discountScopeKey('all'), discountScopeKey('merch'), discountScopeKey('entries')]).toEqual(['discountAll', 'discountMerch', 'discountEntries'])
  })
})
