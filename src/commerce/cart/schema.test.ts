import { describe, expect, it } from 'vitest'
import { blankEntry, blankTeam, bulkLineOptions, entryLineOptions } from '../../entries/model'
import { cartUpdateSchema, getCartSchema } from './schema'

const deep = (n: number): unknown => JSON.parse(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)
const messagesOf = (body: unknown) => {
  const parsed = cartUpdateSchema.safeParse(body)
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('booleans are parsed strictly', () => {
  it('takes remove: true or false, never a string that reads as true', () => {
    expect(cartUpdateSchema.parse({ lineItems: { 1: { remove: true } } }).lineItems).toEqual({ 1: { remove: true } })
    expect(cartUpdateSchema.parse({ lineItems: { 1: { remove: false } } }).lineItems).toEqual({ 1: { remove: false } })
    for (const remove of ['false', 'true', '0', '', 1, 0, null, [], {}]) {
      expect(cartUpdateSchema.safeParse({ lineItems: { 1: { remove } } }).success, JSON.stringify(remove)).toBe(false)
    }
  })

  it('takes forceSave: true or false only', () => {
    expect(getCartSchema.parse({ forceSave: true }).forceSave).toBe(true)
    expect(getCartSchema.parse({ forceSave: false }).forceSave).toBe(false)
    expect(getCartSchema.parse({}).forceSave).toBeUndefined()
    for (const forceSave of ['false', 'true', 1, 0, null]) expect(getCartSchema.safeParse({ forceSave }).success, JSON.stringify(forceSave)).toBe(false)
  })
})

describe('quantities and ids are numbers, not whatever coerces to one', () => {
  it('refuses null, "", true and [] as a quantity (each would have read as 0 or 1)', () => {
    for (const qty of [null, '', true, false, [], '1e2', ' 3', 1.5, -1]) {
      expect(cartUpdateSchema.safeParse({ lineItems: { 1: { qty } } }).success, JSON.stringify(qty)).toBe(false)
      expect(cartUpdateSchema.safeParse({ purchasableId: 1, qty }).success, JSON.stringify(qty)).toBe(false)
    }
    expect(cartUpdateSchema.parse({ lineItems: { 1: { qty: '3' } } }).lineItems).toEqual({ 1: { qty: 3 } })
    expect(cartUpdateSchema.parse({ purchasableId: '7', qty: 2 })).toMatchObject({ purchasableId: 7, qty: 2 })
  })

  it('refuses more than 999 on one line with the limit’s own message', () => {
    expect(messagesOf({ purchasableId: 1, qty: 1000 })).toEqual({ qty: 'cart.lineQtyTooHigh' })
    expect(messagesOf({ lineItems: { 4: { qty: 1000 } } })).toEqual({ 'lineItems.4.qty': 'cart.lineQtyTooHigh' })
    expect(messagesOf({ purchasableId: 1, qty: 999 })).toBeNull()
  })

  it('refuses true, null or a float as a purchasable id', () => {
    for (const purchasableId of [true, null, 1.5, 0, '', 'abc']) expect(cartUpdateSchema.safeParse({ purchasableId }).success, JSON.stringify(purchasableId)).toBe(false)
  })
})

describe('line options are small, flat and typed', () => {
  const invalid = (options: unknown) => {
    expect(messagesOf({ purchasableId: 1, qty: 1, options })).toEqual({ options: 'cart.invalidOptions' })
    expect(messagesOf({ lineItems: { 3: { options } } })).toEqual({ 'lineItems.3.options': 'cart.invalidOptions' })
  }

  it('takes what the entry flow and the shop send', () => {
    const event = { type: 'timeboxed' as const, start: '2026-03-01', distances: [{ id: 'd-10k', label: '10K', km: 10 }] }
    const entry = {
      ...blankEntry('e1a2b3c4d5', 'create-team', { ...event, id: 1, slug: 's', title: 't', end: '2026-03-31', individual: true, team: true, includesMedal: true, maxTeamSize: 500, groups: [] }),
    }
    const full = {
      ...entry,
      entryType: 'adult' as const,
      user: { email: `${'a'.repeat(64)}@${'b'.repeat(176)}.example.com`, firstName: 'É'.repeat(100), lastName: 'Ø'.repeat(100) },
      config: { ...entry.config, groupId: 'g'.repeat(64), noMedal: true },
    }
    const team = { ...blankTeam(null), name: 'T'.repeat(60), adultEntries: 500, childEntries: 0, emblem: 'upload:123456' }
    for (const options of [{}, { entryId: 'e1' }, entryLineOptions(full, team, null), bulkLineOptions('adult', team), { gift: true, engraving: 'ANN', size: 'M', count: 2, note: null }]) {
      expect(messagesOf({ purchasableId: 1, qty: 1, options }), JSON.stringify(options)).toBeNull()
    }
  })

  it('refuses nesting of any depth without running out of stack', () => {
    invalid({ a: { b: 1 } })
    invalid({ a: [1, 2] })
    invalid([1, 2])
    invalid('text')
    invalid(null)
    expect(() => cartUpdateSchema.safeParse({ purchasableId: 1, qty: 1, options: deep(20_000) })).not.toThrow()
    invalid(deep(20_000))
    invalid({ a: deep(20_000) })
  })

  it('bounds keys, key length, value length and the serialized size', () => {
    invalid(Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, 1])))
    invalid({ ['k'.repeat(65)]: 1 })
    invalid({ '': 1 })
    invalid({ 'two words': 1 })
    invalid(JSON.parse('{"__proto__":{"admin":true}}'))
    invalid(JSON.parse('{"__proto__":1}'))
    invalid({ note: 'x'.repeat(256) })
    invalid({ note: 'x'.repeat(60 * 1024) })
    // Each value fits, the whole does not: 9 × 250 characters > 2 KB.
    invalid(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, 'x'.repeat(250)])))
    // Multi-byte text counts its UTF-8 bytes.
    invalid(Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`k${i}`, '€'.repeat(200)])))
    expect(messagesOf({ purchasableId: 1, qty: 1, options: Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`k${i}`, 1])) })).toBeNull()
  })
})
