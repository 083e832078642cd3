import { describe, expect, it } from 'vitest'
import { localizedHref } from './navigation'

describe('an internal link in the page’s language', () => {
  it('prefixes every language but English, keeping the query and the hash', () => {
    expect(localizedHref('en', '/events/spring-10k')).toBe('/events/spring-10k')
    expect(localizedHref('de', '/')).toBe('/de')
    expect(localizedHref('fr-ca', '/order?number=MP-1&key=k#top')).toBe('/fr-ca/order?number=MP-1&key=k#top')
    expect(localizedHref('de', '/?lang=de')).toBe('/de?lang=de')
  })

  it('writes a path and its query', () => {
    expect(localizedHref('sv', { pathname: '/events/enter', query: { event: 'spring 10k' } })).toBe('/sv/events/enter?event=spring+10k')
    expect(localizedHref('en', { pathname: '/basket' })).toBe('/basket')
  })

  it('leaves a hash or a full address as it is', () => {
    expect(localizedHref('de', '#main')).toBe('#main')
    expect(localizedHref('de', 'https://example.com/x')).toBe('https://example.com/x')
  })
})
