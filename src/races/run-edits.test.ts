import { describe, expect, it } from 'vitest'
import { contribution, mayChange, totalsDelta, unfinishing, withdrawsMedal } from './run-edits'

describe('what a runner may do with their runs', () => {
  it('corrects only runs logged by hand and not rejected; deletes any', () => {
    expect(mayChange({ source: 'manual', status: 'counted' }, 'edit')).toBe(true)
    expect(mayChange({ source: 'manual', status: 'held' }, 'edit')).toBe(true)
    expect(mayChange({ source: 'manual', status: 'rejected' }, 'edit')).toBe(false)
    expect(mayChange({ source: 'file', status: 'counted' }, 'edit')).toBe(false)
    expect(mayChange({ source: 'app', status: 'counted' }, 'edit')).toBe(false)
    for (const source of ['manual', 'file', 'app'] as const) expect(mayChange({ source, status: 'rejected' }, 'delete')).toBe(true)
  })
})

describe('how the totals move', () => {
  const counted = { status: 'counted' as const, distanceMeters: 15_000, durationSeconds: 4500 }
  it('moves by the difference of what the run counted before and after', () => {
    expect(totalsDelta(counted, { ...counted, distanceMeters: 1500, durationSeconds: 600 })).toEqual({ meters: -13_500, seconds: -3900, runs: 0 })
    expect(totalsDelta(counted, null)).toEqual({ meters: -15_000, seconds: -4500, runs: -1 })
    expect(totalsDelta(counted, { ...counted, status: 'held' })).toEqual({ meters: -15_000, seconds: -4500, runs: -1 })
    expect(totalsDelta({ ...counted, status: 'held' }, counted)).toEqual({ meters: 15_000, seconds: 4500, runs: 1 })
    expect(totalsDelta({ ...counted, status: 'rejected' }, null)).toEqual({ meters: 0, seconds: 0, runs: 0 })
    expect(contribution({ ...counted, status: 'held' })).toEqual({ meters: 0, seconds: 0, runs: 0 })
  })
})

describe('a finish taken back', () => {
  it('only when a finished race falls below its target', () => {
    expect(unfinishing({ finished: true, meters: 9_999, targetMeters: 10_000 })).toBe(true)
    expect(unfinishing({ finished: true, meters: 10_000, targetMeters: 10_000 })).toBe(false)
    expect(unfinishing({ finished: false, meters: 0, targetMeters: 10_000 })).toBe(false)
  })

  it('withdraws a medal not yet packed, opened by the finish', () => {
    expect(withdrawsMedal('awaiting-address', false)).toBe(true)
    expect(withdrawsMedal('address-confirmed', false)).toBe(true)
    expect(withdrawsMedal('ready-to-ship', false)).toBe(false)
    expect(withdrawsMedal('shipped', false)).toBe(false)
    expect(withdrawsMedal('awaiting-address', true)).toBe(false)
  })
})
