import { describe, expect, it } from 'vitest'
import { alternatesFor } from './metadata'

describe('page metadata lists hreflang alternates for all nine locales and x-default (L1)', () => {
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
