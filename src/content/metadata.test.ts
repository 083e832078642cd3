import { describe, expect, it } from 'vitest'
import { alternatesFor } from './metadata'

describe('L1 hreflang alternates', () => {
  it('lists all nine locales and x-default', () => {
    const alternates = alternatesFor('de', '/about')
    expect(alternates.canonical).toBe('/de/about')
    expect(alternates.languages).toEqual({
      en: '/about',
      fr: '/fr/about',
      de: '/de/about',
      it: '/it/about',
      nl: '/nl/about',
      es: '/es/about',
      'es-MX': '/es-mx/about',
      'fr-CA': '/fr-ca/about',
      sv: '/sv/about',
      'x-default': '/about',
    })
  })
})
