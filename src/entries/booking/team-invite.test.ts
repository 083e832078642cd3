import { describe, expect, it } from 'vitest'
import { DomainError } from '../../lib/errors'
import { hashTeamPassword, type JoinableTeam, joinCodeOf, newJoinCode, openTeam, teamPasswordMatches } from './team-invite'

const team = (passwordHash: string | null): JoinableTeam => ({
  id: 4,
  eventId: 3,
  eventTitle: 'Relay',
  eventSlug: 'relay',
  name: 'Fast Feet',
  rules: { lastDay: '2026-05-31', changesCloseDays: 2, transfersAllowed: true },
  free: { adult: 1, child: 0 },
  code: 'ABCD2345',
  passwordHash,
  members: 3,
  maxTeamSize: 10,
})

describe('team codes and passwords', () => {
  it('makes codes nobody misreads, and reads them back however they were typed', () => {
    const code = newJoinCode()
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(joinCodeOf(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `)).toBe(code)
    expect(joinCodeOf('ABCD1234')).toBeNull()
    expect(joinCodeOf('ABC')).toBeNull()
  })

  it('keeps only a salted hash of the password', async () => {
    const stored = await hashTeamPassword('blue door')
    expect(stored).not.toContain('blue door')
    expect(await hashTeamPassword('blue door')).not.toBe(stored)
    expect(await teamPasswordMatches('blue door', stored)).toBe(true)
    expect(await teamPasswordMatches('Blue door', stored)).toBe(false)
    expect(await teamPasswordMatches('blue door', 'garbage')).toBe(false)
  })

  it('opens a team by its code, and its password when it has one', async () => {
    const stored = await hashTeamPassword('blue door')
    const store = (found: JoinableTeam | null) => ({ teamByCode: async () => found, teamById: async () => found, codeOf: async () => 'ABCD2345', setPassword: async () => undefined })
    expect((await openTeam(store(team(null)), { code: 'abcd2345', password: null })).id).toBe(4)
    expect((await openTeam(store(team(stored)), { code: 'ABCD2345', password: 'blue door' })).id).toBe(4)
    for (const password of [null, 'red door']) {
      await expect(openTeam(store(team(stored)), { code: 'ABCD2345', password })).rejects.toMatchObject({ key: 'teamPlaces.passwordWrong' })
    }
    await expect(openTeam(store(null), { code: 'ABCD2345', password: null })).rejects.toBeInstanceOf(DomainError)
    await expect(openTeam(store(team(null)), { code: '<script>', password: null })).rejects.toMatchObject({ key: 'teamPlaces.codeUnknown' })
  })
})
