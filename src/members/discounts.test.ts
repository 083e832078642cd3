import { describe, expect, it } from 'vitest'
import { money } from '../commerce/money'
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
    const fivePounds = { kind: 'fixed' as const, percent: 0, amounts: [money(500, 'GBP'), money(500, 'EUR')] }
    expect(discountAmount({ kind: 'percentage', percent: 15, amounts: [] }, 'en', 'SEK')).toBe('15%')
    expect(discountAmount({ kind: 'percentage', percent: 15, amounts: [] }, 'de', 'EUR')).toBe('15\u00a0%')
    expect(discountAmount(fivePounds, 'en', 'GBP')).toBe('£5.00')
    expect(discountAmount(fivePounds, 'fr', 'EUR')).toBe('5,00\u00a0€')
    expect(discountAmount(fivePounds, 'sv', 'SEK')).toBeNull()
    expect([discountScopeKey('all'), discountScopeKey('merch'), discountScopeKey('entries')]).toEqual(['discountAll', 'discountMerch', 'discountEntries'])
  })
})
