import { describe, expect, it } from 'vitest'
import { readRunForm } from './run-form'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('a run typed by hand', () => {
  it('reads the start on the race clock, a decimal comma and the runner’s miles', () => {
    expect(readRunForm(form({ date: '2027-01-16', time: '07:30', distance: '1,5', hours: '', minutes: '12', seconds: '5' }), 'mi', 'Europe/Berlin')).toEqual({
      run: { startedAt: '2027-01-16T06:30:00.000Z', distanceMeters: 2414, durationSeconds: 725 },
    })
  })

  it('names what is not a run’s', () => {
    expect(readRunForm(form({ date: '16/01/2027', time: '07:30', distance: '5', minutes: '30' }), 'km', 'UTC')).toEqual({ problem: 'invalidStart' })
    expect(readRunForm(form({ date: '2027-01-16', time: '07:30', distance: '0', minutes: '30' }), 'km', 'UTC')).toEqual({ problem: 'invalidDistance' })
    expect(readRunForm(form({ date: '2027-01-16', time: '07:30', distance: '5' }), 'km', 'UTC')).toEqual({ problem: 'invalidDuration' })
  })
})
