import { describe, expect, it } from 'vitest'
import { certificateDistance } from './finish'

describe('a finish’s distance', () => {
  it('is the event’s, in the event’s unit, for a runner who counts in kilometres', () => {
    expect(certificateDistance(50_000, 'de', 'km')).toBe('50 km')
  })

  it('adds the runner’s miles beside the event’s kilometres, never instead of them', () => {
    expect(certificateDistance(50_000, 'en', 'mi')).toBe('50 km (31.1 mi)')
  })
})
