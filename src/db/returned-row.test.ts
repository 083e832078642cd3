import { describe, expect, it } from 'vitest'
import { returnedRow } from './returned-row'

describe('a write’s returned row', () => {
  it('is the first row RETURNING gave', () => {
    expect(returnedRow([{ id: 7 }], 'insert cart')).toEqual({ id: 7 })
  })

  it('is an error naming the write when RETURNING gave none', () => {
    expect(() => returnedRow([], 'insert cart')).toThrow('insert cart: the database returned no row, so nothing was written')
  })
})
