import { describe, expect, it } from 'vitest'
import { sportOfFit, sportOfName } from './sport'

describe('the sport a file states, from each format', () => {
  it('FIT: sport and sub-sport (Garmin’s profile numbers)', () => {
    expect(sportOfFit(1, 0)).toBe('running')
    expect(sportOfFit(1, 1)).toBe('running') // treadmill
    expect(sportOfFit(4, 1)).toBe('running') // a gym treadmill: fitness equipment
    expect(sportOfFit(4, 14)).toBe('rowing') // indoor rower
    expect(sportOfFit(4, 15)).toBe('workout') // elliptical
    expect(sportOfFit(2, 58)).toBe('cycling') // Zwift: cycling/virtual activity
    expect(sportOfFit(11, 30)).toBe('walking')
    expect(sportOfFit(5, 17)).toBe('swimming')
    expect(sportOfFit(37, null)).toBe('paddling')
    expect(sportOfFit(66, null)).toBe('wheelchair')
    expect(sportOfFit(1, 87)).toBe('wheelchair') // indoor wheelchair run
    expect(sportOfFit(3, 0)).toBe('transition')
    expect(sportOfFit(0, 0)).toBeNull() // generic: the file does not say
    expect(sportOfFit(null, null)).toBeNull()
    expect(sportOfFit(53, 0)).toBe('other') // diving
  })

  it('TCX Sport and GPX <type>: words, Strava’s numbers, and the names apps make up', () => {
    expect(sportOfName('Running')).toBe('running')
    expect(sportOfName('Biking')).toBe('cycling')
    expect(sportOfName('Other')).toBeNull()
    expect(sportOfName('  ')).toBeNull()
    expect(sportOfName(undefined)).toBeNull()
    expect(sportOfName('9')).toBe('running')
    expect(sportOfName('1')).toBe('cycling')
    expect(sportOfName('16')).toBe('swimming')
    expect(sportOfName('trail_running')).toBe('running')
    expect(sportOfName('TreadmillRunning')).toBe('running')
    expect(sportOfName('VirtualRide')).toBe('cycling')
    expect(sportOfName('e_bike_mountain')).toBe('cycling')
    expect(sportOfName('open_water_swimming')).toBe('swimming')
    expect(sportOfName('StandUpPaddling')).toBe('paddling')
    expect(sportOfName('Rowing')).toBe('rowing')
    expect(sportOfName('wheelchair push run')).toBe('wheelchair')
    expect(sportOfName('NordicSki')).toBe('skiing')
    expect(sportOfName('Snorkeling')).toBe('other')
  })
})
