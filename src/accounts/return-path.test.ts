import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path'

describe('E1 U2 return path after signing in', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/events/enter?eventId=3')).toBe('/events/enter?eventId=3')
    expect(safeReturnPath('/de/events/individual-entry#step-2')).toBe('/de/events/individual-entry#step-2')
  })

  it('refuses other sites and odd paths', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'events', '/a\nb', '', null, undefined, `/${'a'.repeat(1001)}`]) {
      expect(safeReturnPath(bad)).toBe('/account')
    }
  })
})
