import { describe, expect, it } from 'vitest'
import { kitLeft } from './fulfilment'
import { PACKING_LIST_COLUMNS, packingListHeader, packingListRows } from './packing-list'

const order = {
  number: 'MP-1001',
  placedAt: '2026-11-20T10:00:00.000Z',
  email: 'ann@example.com',
  shippingAddress: { firstName: 'Ann', lastName: 'Runner', addressLine1: '1 High St, Flat 2', city: 'Leeds', postcode: 'LS1 1AA', countryCode: 'GB' },
}
const lines = [
  { id: 1, qty: 2, kind: 'merch' as const, sku: 'HOODIE-M', description: 'Trail hoodie' },
  { id: 2, qty: 1, kind: 'merch' as const, sku: '=CAP', description: 'Cap' },
  { id: 3, qty: 1, kind: 'entry' as const, sku: 'ENTRY', description: 'Riverside Half' },
]

describe('the packing list', () => {
  it('has one row per kit line with units left, and the whole address', () => {
    const kit = kitLeft({ lines, shipments: [{ lines: [{ lineId: 1, qty: 1 }] }] })
    const rows = packingListRows(order, kit)
    expect(packingListHeader().split(',')).toEqual([...PACKING_LIST_COLUMNS])
    expect(rows).toEqual([
      'MP-1001,2026-11-20T10:00:00.000Z,ann@example.com,Ann Runner,,"1 High St, Flat 2",,Leeds,,LS1 1AA,GB,,HOODIE-M,Trail hoodie,1',
      'MP-1001,2026-11-20T10:00:00.000Z,ann@example.com,Ann Runner,,"1 High St, Flat 2",,Leeds,,LS1 1AA,GB,,\'=CAP,Cap,1',
    ])
  })

  it('has no row for an order with nothing left, or without an address', () => {
    expect(packingListRows(order, kitLeft({ lines, refunded: [{ lineId: 1, qty: 2, amount: 1 }], shipments: [{ lines: [{ lineId: 2, qty: 1 }] }] }))).toEqual([])
    expect(packingListRows({ ...order, shippingAddress: null }, kitLeft({ lines: [lines[1]!], shipments: [] }))[0]).toBe("MP-1001,2026-11-20T10:00:00.000Z,ann@example.com,,,,,,,,,,'=CAP,Cap,1")
  })
})
