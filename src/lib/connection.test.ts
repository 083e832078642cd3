import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './connection'

describe('links are prefetched except on data saver and 2G connections (L16)', () => {
  it('is off on data saver and 2G connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('is on otherwise or when the browser does not say', () => {
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(prefetchAllowed(undefined)).toBe(true)
  })
})
