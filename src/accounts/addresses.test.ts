import { describe, expect, it } from 'vitest'
import { type AddressInput, type AddressStore, addressBook, MAX_ADDRESSES, type SavedAddress } from './addresses'

function memoryStore(): AddressStore & { rows: (SavedAddress & { customerId: number })[] } {
  const rows: (SavedAddress & { customerId: number })[] = []
  let next = 1
  const strip = ({ customerId: _, ...a }: SavedAddress & { customerId: number }) => a
  return {
    rows,
    list: async (c) => rows.filter((r) => r.customerId === c).map(strip),
    create: async (c, a) => strip(rows[rows.push({ ...a, id: next++, customerId: c }) - 1]!),
    update: async (c, id, a) => {
      const row = rows.find((r) => r.id === id && r.customerId === c)
      return row ? strip(Object.assign(row, a)) : null
    },
    clearDefault: async (c, type, except) => {
      for (const r of rows) if (r.customerId === c && r.type === type && r.id !== except) r.isDefault = false
    },
    remove: async (c, id) => {
      const at = rows.findIndex((r) => r.id === id && r.customerId === c)
      return at >= 0 && rows.splice(at, 1).length === 1
    },
  }
}

const home: AddressInput = {
  type: 'shipping',
  isDefault: true,
  firstName: 'A',
  lastName: 'B',
  company: null,
  countryCode: 'GB',
  addressLine1: '1 Lane',
  addressLine2: null,
  city: 'Leeds',
  county: null,
  postcode: 'LS1',
  phone: null,
  email: null,
}

describe('the address book keeps one default per type, each customer’s own addresses, and a maximum (U3)', () => {
  it('keeps one default per type and per customer', async () => {
    const store = memoryStore()
    const book = addressBook(store)
    const a = await book.add(1, home)
    const b = await book.add(1, { ...home, addressLine1: '2 Lane' })
    const billing = await book.add(1, { ...home, type: 'billing' })
    const other = await book.add(2, home)
    expect(store.rows.map((r) => [r.id, r.isDefault])).toEqual([
      [a.id, false],
      [b.id, true],
      [billing.id, true],
      [other.id, true],
    ])
    await book.change(1, a.id, home)
    expect((await book.list(1)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([a.id, billing.id])
  })

  it('another customer’s address is not found, to change or to delete', async () => {
    const book = addressBook(memoryStore())
    const mine = await book.add(1, home)
    await expect(book.change(2, mine.id, home)).rejects.toMatchObject({ code: 'not_found' })
    await expect(book.remove(2, mine.id)).rejects.toMatchObject({ code: 'not_found' })
    await book.remove(1, mine.id)
    expect(await book.list(1)).toEqual([])
  })

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const book = addressBook(memoryStore())
    for (let i = 0; i < MAX_ADDRESSES; i++) await book.add(1, { ...home, isDefault: false })
    await expect(book.add(1, home)).rejects.toMatchObject({ code: 'invalid_request', message: 'account.tooManyAddresses' })
  })
})
