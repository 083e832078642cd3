import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path'

describe('the return path after signing in keeps same-site paths only (E1 U2)', () => {
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

describe('open redirects after signing in', () => {
  const base = 'https://milepost.example'
  /** Where a browser goes when a Location header says `path` on the site at `base`. */
  const landsOn = (path: string) => new URL(path, `${base}/account/sign-in`)

  it('refuses paths that become another origin once normalised', () => {
    for (const bad of [
      '/.//evil.example/phish',
      '/%2e%2e//x',
      '/a/..//x',
      '/./\\evil.example',
      '/%2e//evil.example',
      '/a/%2E%2E//evil',
      '/..//evil.example',
      '/%2f/evil.example',
      '/%5c/evil.example',
    ]) {
      const result = safeReturnPath(bad)
      expect(landsOn(result).origin, `${bad} → ${result}`).toBe(base)
      expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false)
    }
  })

  it('answers a same-origin path for any input at all (fuzzed)', () => {
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%00', '@', ':', '?', '#', 'evil.example', 'x', ' ', '\t', '%09', 'https:', 'javascript:')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
          fc.string(),
          fc.webUrl(),
        ),
        (input) => {
          const result = safeReturnPath(input)
          expect(result.startsWith('/')).toBe(true)
          expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false)
          expect(landsOn(result).origin).toBe(base)
          // Stable: what it answers is itself a safe answer.
          expect(safeReturnPath(result)).toBe(result)
        },
      ),
      { numRuns: 3000 },
    )
  }, 30_000)
})
