import { describe, expect, it } from 'vitest'
import { detectLocale, matchAcceptLanguage } from './detect'

describe('locale detection prefers the saved cookie, then the browser language, then English (L2)', () => {
  it('prefers the saved cookie over the browser language', () => {
    expect(detectLocale({ cookie: 'fr', acceptLanguage: 'de' })).toBe('fr')
  })

  it('ignores an unknown cookie value and uses the browser language', () => {
    expect(detectLocale({ cookie: 'xx', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('de')
  })

  it('matches a regional locale exactly before its language', () => {
    expect(matchAcceptLanguage('es-MX,es;q=0.9')).toBe('es-mx')
    expect(matchAcceptLanguage('fr-CA')).toBe('fr-ca')
    expect(matchAcceptLanguage('fr-BE')).toBe('fr')
  })

  it('honours quality values and skips unsupported languages', () => {
    expect(matchAcceptLanguage('ja;q=1, sv;q=0.4, nl;q=0.8')).toBe('nl')
    expect(matchAcceptLanguage('pt-BR, ja')).toBeNull()
  })

  it('falls back to English', () => {
    expect(detectLocale({})).toBe('en')
    expect(detectLocale({ acceptLanguage: '*' })).toBe('en')
  })
})
