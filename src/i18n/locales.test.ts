import { describe, expect, it } from 'vitest'
import { localizedPath, normaliseLocale, siteIds, splitLocale } from './locales'

describe('English paths have no prefix and the other locales’ have theirs (L1)', () => {
  it('serves English without a prefix and the others with one', () => {
    expect(localizedPath('en', '/about')).toBe('/about')
    expect(localizedPath('de', '/about')).toBe('/de/about')
    expect(localizedPath('fr-ca', '/')).toBe('/fr-ca')
  })

  it('splits a prefixed path', () => {
    expect(splitLocale('/es-mx/blog/x')).toEqual({ locale: 'es-mx', path: '/blog/x', prefixed: true })
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about', prefixed: false })
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/', prefixed: true })
  })

  it('does not treat a differently-cased prefix as a locale segment', () => {
    expect(splitLocale('/ES-MX/blog').prefixed).toBe(false)
    expect(normaliseLocale('ES-mx')).toBe('es-mx')
  })

  it('keeps the content system site ids (L4)', () => {
    expect(siteIds).toMatchObject({ en: 1, es: 2, nl: 3, de: 4, fr: 5, it: 6, sv: 7, 'fr-ca': 8, 'es-mx': 9 })
  })
})
