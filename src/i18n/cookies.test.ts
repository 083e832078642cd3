import { describe, expect, it } from 'vitest'
import { localeCookies } from './cookies'

describe('the language switcher sets its cookies for their lifetimes, secure on https (L3)', () => {
  it('sets nf_country and nf_lang for 356 days and the detection cookie for 365', () => {
    const [country, lang, detection] = localeCookies('fr-ca', false)
    expect(country).toBe('nf_country=fr-ca; Path=/; Max-Age=30758400; SameSite=Lax')
    expect(lang).toBe('nf_lang=fr-ca; Path=/; Max-Age=30758400; SameSite=Lax')
    expect(detection).toBe('i18n_redirected=fr-ca; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('marks the cookies secure on https', () => {
    expect(localeCookies('de', true).every((c) => c.endsWith('; Secure'))).toBe(true)
  })
})
