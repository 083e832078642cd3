import { describe, expect, it } from 'vitest'
import { addressLines } from './address-format'
import type { Address } from './cart/types'

const person = { firstName: 'Sam', lastName: 'Runner' }
const lines = (address: Address, locale: Parameters<typeof addressLines>[1] = 'en') => addressLines({ ...person, ...address }, locale)

describe('addressLines', () => {
  it('US: town, state and ZIP on one line, the state never dropped', () => {
    expect(lines({ countryCode: 'US', addressLine1: '500 Main Street', addressLine2: 'Apt 4', city: 'Boston', county: 'MA', postcode: '02108' })).toEqual([
      'Sam Runner',
      '500 Main Street',
      'Apt 4',
      'Boston, MA 02108',
      'United States of America',
    ])
  })

  it('CA: town, province and postcode, the country in the reader’s language', () => {
    expect(lines({ countryCode: 'CA', addressLine1: '1200 rue Sainte-Catherine', city: 'Montréal', county: 'QC', postcode: 'H3B 1K9' }, 'fr-ca')).toEqual([
      'Sam Runner',
      '1200 rue Sainte-Catherine',
      'Montréal QC H3B 1K9',
      'Canada',
    ])
  })

  it('GB: town, county, then the postcode on a line of its own', () => {
    expect(lines({ countryCode: 'GB', company: 'Milepost Ltd', addressLine1: '1 Track Lane', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' })).toEqual([
      'Sam Runner',
      'Milepost Ltd',
      '1 Track Lane',
      'Leeds',
      'West Yorkshire',
      'LS1 1AA',
      'United Kingdom',
    ])
  })

  it('DE, FR, NL, SE: postcode before the town', () => {
    expect(lines({ countryCode: 'DE', addressLine1: 'Laufweg 1', city: 'Berlin', postcode: '10115' }, 'de')).toEqual(['Sam Runner', 'Laufweg 1', '10115 Berlin', 'Deutschland'])
    expect(lines({ countryCode: 'FR', addressLine1: '12 rue du Stade', city: 'Lyon', postcode: '69007' }, 'fr')).toEqual(['Sam Runner', '12 rue du Stade', '69007 Lyon', 'France'])
    expect(lines({ countryCode: 'NL', addressLine1: 'Damrak 1', city: 'Amsterdam', postcode: '1012 LG' }, 'nl')).toEqual(['Sam Runner', 'Damrak 1', '1012 LG Amsterdam', 'Koninkrijk der Nederlanden'])
    expect(lines({ countryCode: 'SE', addressLine1: 'Drottninggatan 1', city: 'Stockholm', postcode: '111 51' }, 'sv')).toEqual(['Sam Runner', 'Drottninggatan 1', '111 51 Stockholm', 'Sverige'])
  })

  it('IT: postcode, town and province on one line', () => {
    expect(lines({ countryCode: 'IT', addressLine1: 'Via Roma 1', city: 'Milano', county: 'MI', postcode: '20121' }, 'it')).toEqual(['Sam Runner', 'Via Roma 1', '20121 Milano MI', 'Italia'])
  })

  it('ES: postcode and town, then the province when it is not the town', () => {
    expect(lines({ countryCode: 'ES', addressLine1: 'Calle Mayor 1', city: 'Getafe', county: 'Madrid', postcode: '28901' }, 'es')).toEqual([
      'Sam Runner',
      'Calle Mayor 1',
      '28901 Getafe',
      'Madrid',
      'España',
    ])
    expect(lines({ countryCode: 'ES', addressLine1: 'Calle Mayor 1', city: 'Madrid', county: 'Madrid', postcode: '28013' }, 'es')).toEqual(['Sam Runner', 'Calle Mayor 1', '28013 Madrid', 'España'])
  })

  it('MX: postcode and town, then the state after a comma', () => {
    expect(lines({ countryCode: 'MX', addressLine1: 'Av. Reforma 222', addressLine2: 'Col. Juárez', city: 'Ciudad de México', county: 'CDMX', postcode: '06600' }, 'es-mx')).toEqual([
      'Sam Runner',
      'Av. Reforma 222',
      'Col. Juárez',
      '06600 Ciudad de México, CDMX',
      'México',
    ])
  })

  it('leaves out what is missing instead of printing blank lines or stray commas', () => {
    expect(lines({ countryCode: 'US', addressLine1: '500 Main Street', city: 'Boston', postcode: '02108', county: null, addressLine2: '' })).toEqual([
      'Sam Runner',
      '500 Main Street',
      'Boston 02108',
      'United States of America',
    ])
  })
})
