import { describe, expect, it } from 'vitest'
import { relay as EVENT } from './fixtures.test-support'
import { blankEntry, blankTeam } from './model'
import { entryReady, flowGaps, isComplete } from './review'

const complete = {
  ...blankEntry('a', 'create-team', EVENT, { email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }),
  entryVariantId: 101,
  entryType: 'adult' as const,
  config: { ...blankEntry('a', 'create-team', EVENT).config, distance: 'd10' },
}

describe('what the review names as missing', () => {
  it('lists each incomplete or unsaved entry with its fields, and the team', () => {
    const bare = blankEntry('b', 'create-team', EVENT)
    const gaps = flowGaps({ entries: [complete, bare], team: blankTeam(EVENT), event: EVENT, isSaved: (e) => e.id === 'a', teamSaved: false })
    expect(gaps.entries).toEqual([{ entryId: 'b', fields: ['user.firstName', 'user.lastName', 'user.email', 'entryType', 'config.distance'], unsaved: true }])
    expect(gaps.team).toEqual(['name', 'config.distance'])
    expect(gaps.teamUnsaved).toBe(true)
    expect(isComplete(gaps)).toBe(false)
  })

  it('is complete when every entry is filled in and saved and the team is saved', () => {
    const team = { ...blankTeam(EVENT), name: 'Gazelles', config: { ...blankTeam(EVENT).config, distance: 'd10' } }
    expect(isComplete(flowGaps({ entries: [complete], team, event: EVENT, isSaved: () => true, teamSaved: true }))).toBe(true)
    expect(isComplete(flowGaps({ entries: [complete], team: null, event: EVENT, isSaved: () => true, teamSaved: false }))).toBe(true)
  })

  it('an entry with only a type picked is not ready, however its line matches', () => {
    const typed = { ...blankEntry('c', 'individual', EVENT), entryVariantId: 101, entryType: 'adult' as const }
    expect(entryReady(typed, EVENT, true)).toBe(false)
    expect(entryReady(complete, EVENT, true)).toBe(true)
    expect(entryReady(complete, EVENT, false)).toBe(false)
  })
})
