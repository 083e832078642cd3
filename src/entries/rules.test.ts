import { describe, expect, it } from 'vitest'
import { relay } from './fixtures.test-support'
import { blankEntry, blankTeam, teamNameKey } from './model'
import { duplicateEmails, entryProblems, isIsoDay, isTimezone, startDateProblem, teamProblems } from './rules'

const complete = () => ({
  ...blankEntry('e1', 'individual', relay, { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' }),
  entryVariantId: 101,
  entryType: 'adult' as const,
  config: { distance: 'd10', timezone: 'Europe/Paris', groupId: 'g1', timeboxedStartDate: '2027-01-15', timeboxedStartTime: '06:30', noMedal: false },
})

describe('start dates are real days within the event (E16)', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2027-02-28')).toBe(true)
    expect(isIsoDay('2027-02-29')).toBe(false)
    expect(isIsoDay('2027-2-1')).toBe(false)
    expect(isIsoDay('28/02/2027')).toBe(false)
  })

  it('lie between the event’s start and end, both included', () => {
    expect(startDateProblem('2027-01-10', relay)).toBeNull()
    expect(startDateProblem('2027-02-28', relay)).toBeNull()
    expect(startDateProblem('2027-01-09', relay)).toEqual({ key: 'validation.dateAfter', values: { date: '2027-01-10' } })
    expect(startDateProblem('2027-03-01', relay)).toEqual({ key: 'validation.dateBefore', values: { date: '2027-02-28' } })
    expect(startDateProblem('2027-13-01', relay)).toEqual({ key: 'entries.invalidDate' })
    expect(startDateProblem(null, relay)).toEqual({ key: 'validation.required' })
  })
})

describe('an entry needs its names, email, type, distance and timezone (E4)', () => {
  it('a complete entry has no problems', () => {
    expect(entryProblems(complete(), relay)).toEqual({})
  })

  it('names, a valid email, the type, a distance of the event and a real timezone are required', () => {
    const entry = { ...complete(), entryVariantId: null, entryType: null, user: { email: 'not-an-email', firstName: ' ', lastName: '' } }
    entry.config = { ...entry.config, distance: 'd42', timezone: 'Mars/Olympus', groupId: 'nope', timeboxedStartTime: '25:00' }
    expect(entryProblems(entry, relay)).toEqual({
      'user.firstName': { key: 'validation.required' },
      'user.lastName': { key: 'validation.required' },
      'user.email': { key: 'validation.email' },
      entryType: { key: 'validation.required' },
      'config.distance': { key: 'entries.unknownDistance' },
      'config.timezone': { key: 'entries.unknownTimezone' },
      'config.groupId': { key: 'entries.unknownGroup' },
      'config.timeboxedStartTime': { key: 'entries.invalidTime' },
    })
  })

  it('an open event asks no start date', () => {
    const open = { ...relay, type: 'open' as const }
    expect(entryProblems({ ...complete(), config: { ...complete().config, timeboxedStartDate: null } }, open)).toEqual({})
  })

  it('knows IANA timezones, with Europe/London the default', () => {
    expect(isTimezone('Europe/London')).toBe(true)
    expect(isTimezone('America/Mexico_City')).toBe(true)
    expect(isTimezone('Europe/Atlantis')).toBe(false)
    expect(blankEntry('x', 'individual', relay).config).toMatchObject({ timezone: 'Europe/London', timeboxedStartTime: '00:00', timeboxedStartDate: '2027-01-10' })
  })
})

describe('each email is used once in a team (E14)', () => {
  it('marks every entry whose email an earlier entry uses, ignoring case and spaces', () => {
    const entries = [
      { id: 'a', user: { email: 'ada@example.com', firstName: '', lastName: '' } },
      { id: 'b', user: { email: ' ADA@example.com ', firstName: '', lastName: '' } },
      { id: 'c', user: { email: 'bob@example.com', firstName: '', lastName: '' } },
      { id: 'd', user: { email: '', firstName: '', lastName: '' } },
      { id: 'e', user: { email: '', firstName: '', lastName: '' } },
    ]
    expect([...duplicateEmails(entries)]).toEqual(['b'])
  })
})

describe('a team needs a name and a distance, fits the team size and is unique ignoring case and accents (E5)', () => {
  it('need a name and a distance, and fit the event’s team size', () => {
    const team = { ...blankTeam(relay), adultEntries: 4, childEntries: 1 }
    expect(teamProblems(team, relay, 2)).toEqual({
      name: { key: 'validation.required' },
      'config.distance': { key: 'validation.required' },
      adultEntries: { key: 'entries.teamTooBig', values: { count: 6 } },
    })
    expect(teamProblems({ ...team, name: 'Les Gazelles', config: { ...team.config, distance: 'dhalf' } }, relay, 1)).toEqual({})
  })

  it('are found and kept unique ignoring case and accents', () => {
    expect(teamNameKey('  Les Gazelles de  Montréal ')).toBe('les gazelles de montreal')
    expect(teamNameKey('ÉQUIPE Rapide')).toBe(teamNameKey('equipe rapide'))
    expect(teamNameKey('Zürich Läufer')).toBe('zurich laufer')
  })
})
