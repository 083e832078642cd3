import { describe, expect, it } from 'vitest'
import { entryTitle, runDistance, runPace, runTime } from './run-summary'

describe('a run as the admin lists it', () => {
  it('in kilometres, moving time and pace per kilometre', () => {
    const run = { distanceMeters: 10_250, durationSeconds: 3123 }
    expect(runDistance(run)).toBe('10.25 km')
    expect(runTime(run)).toBe('52:03')
    expect(runPace(run)).toBe('5:05 /km')
    expect(runTime({ durationSeconds: 3723 })).toBe('1:02:03')
  })

  it('leaves out what it cannot state', () => {
    expect(runDistance({ distanceMeters: null })).toBe('')
    expect(runPace({ distanceMeters: 0, durationSeconds: 60 })).toBe('')
  })

  it('names an entry by its runner and event', () => {
    expect(entryTitle({ firstName: 'Åsa', lastName: 'Öberg' }, 'Spring 10K')).toBe('Åsa Öberg — Spring 10K')
    expect(entryTitle({ firstName: 'Åsa', lastName: 'Öberg' })).toBe('Åsa Öberg')
  })
})
