import { describe, expect, it } from 'vitest'
import { couponHolders } from './coupon-holders'

describe('who uses a coupon limited per runner', () => {
  it('is the order email, the signed-in customer and every entrant, each once', () => {
    expect(
      couponHolders({
        email: ' Ann@Example.com ',
        customerId: 7,
        lines: [
          { kind: 'entry', options: { email: 'ann@example.com' } },
          { kind: 'entry', options: { email: 'Bob@example.com' } },
          { kind: 'merch', options: { email: 'not-an-entrant@example.com' } },
          { kind: 'entry', options: {} },
        ],
      }).sort(),
    ).toEqual(['customer:7', 'email:ann@example.com', 'email:bob@example.com'])
  })

  it('is nobody for an empty guest cart', () => {
    expect(couponHolders({ email: null, customerId: null, lines: [] })).toEqual([])
  })
})
