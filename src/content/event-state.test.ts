import { describe, expect, it } from 'vitest'
import { eventState, eventsByState } from './event-state'

const event = { start: '2027-03-01T00:00:00.000Z', end: '2027-03-31T00:00:00.000Z' }
const at = (iso: string) => new Date(iso)

describe('eventState', () => {
  it('is upcoming before the first day, under way through the last day, finished after it', () => {
    expect(eventState(event, at('2027-02-28T23:59:59Z'))).toBe('upcoming')
    expect(eventState(event, at('2027-03-01T00:00:00Z'))).toBe('open')
    expect(eventState(event, at('2027-03-31T23:59:59Z'))).toBe('open')
    expect(eventState(event, at('2027-04-01T00:00:00Z'))).toBe('finished')
  })
})

describe('eventsByState', () => {
  it('lists an event under way apart from the upcoming ones and leaves finished ones out', () => {
    const live = { ...event, slug: 'live' }
    const next = { slug: 'next', start: '2027-06-01T00:00:00.000Z', end: '2027-06-30T00:00:00.000Z' }
    const past = { slug: 'past', start: '2027-01-01T00:00:00.000Z', end: '2027-01-31T00:00:00.000Z' }
    const { open, upcoming } = eventsByState([past, live, next], at('2027-03-15T12:00:00Z'))
    expect(open.map((e) => e.slug)).toEqual(['live'])
    expect(upcoming.map((e) => e.slug)).toEqual(['next'])
  })
})
