import { describe, expect, it } from 'vitest'
import { marketListProblem } from './market-list'

const uk = { code: 'uk', name: 'United Kingdom', languages: ['en'], enabled: true }
const eu = { code: 'eu', name: 'Euro area', languages: ['fr', 'de'], enabled: true }

describe('marketListProblem: what stops editors saving the markets', () => {
  it('accepts distinct codes, one market per language, and one enabled market at least', () => {
    expect(marketListProblem([uk, eu])).toBeNull()
    expect(marketListProblem([uk, { ...eu, enabled: false }])).toBeNull()
  })

  it('refuses two markets with one code, naming both', () => {
    expect(marketListProblem([uk, { ...eu, code: 'uk' }])).toBe('Two markets have the code “uk”: United Kingdom and Euro area. Each market needs its own code.')
  })

  it('refuses a language in two enabled markets, saying which', () => {
    const problem = marketListProblem([uk, { ...eu, languages: ['fr', 'en'] }])
    expect(problem).toContain('“en”')
    expect(problem).toContain('United Kingdom and Euro area')
  })

  it('lets a disabled market list a language an enabled one has', () => {
    expect(marketListProblem([uk, { code: 'us', name: 'United States', languages: ['en'], enabled: false }])).toBeNull()
  })

  it('refuses a list with no enabled market, or none at all', () => {
    expect(marketListProblem([{ ...uk, enabled: false }])).toBe('At least one market must be enabled.')
    expect(marketListProblem([])).toBe('At least one market must be enabled.')
  })
})
