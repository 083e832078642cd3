import { describe, expect, it } from 'vitest'
import { countryName } from './countries'

describe('country names', () => {
  it('are in the reader’s language, and the code is kept when unknown', () => {
    expect(countryName('FR', 'en')).toBe('France')
    expect(countryName('FR', 'de')).toBe('Frankreich')
    expect(countryName('SE', 'fr-ca')).toBe('Suède')
    expect(countryName('XX', 'sv')).toBe('XX')
    expect(countryName(null, 'en')).toBe('')
  })
})
