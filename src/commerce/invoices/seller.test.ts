import { describe, expect, it } from 'vitest'
import { sellerOf } from './seller'

describe('the seller of invoices', () => {
  it('is the seller global, its address a line per line of the text area', () => {
    expect(sellerOf({ id: 1, name: 'Milepost Ltd', addressLines: '1 Runner’s Row\r\n\nLondon EC1A 1AA \nUnited Kingdom', vatNumber: 'GB123456789', companyNumber: ' ', email: null })).toEqual({
      name: 'Milepost Ltd',
      addressLines: ['1 Runner’s Row', 'London EC1A 1AA', 'United Kingdom'],
      vatNumber: 'GB123456789',
      companyNumber: null,
      email: null,
    })
  })

  it('is blank before editors fill it in', () => {
    expect(sellerOf({ id: 1 })).toEqual({ name: '', addressLines: [], vatNumber: null, companyNumber: null, email: null })
  })
})
