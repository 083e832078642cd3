import { describe, expect, it } from 'vitest'
import { raceInvite } from './calendar'

describe('the race window invite', () => {
  it('holds the window as exact instants, with the runner’s own words', () => {
    const ics = raceInvite({
      uid: 'milepost-race-42@milepost',
      title: 'Sommerlauf: dein Zeitfenster',
      description: 'Läufe, die in diesem Zeitfenster beginnen, zählen.',
      opensAt: new Date('2026-03-27T23:00:00Z'),
      closesAt: new Date('2026-03-29T22:00:00Z'),
      url: 'https://milepost.example/account/races/42?lang=de',
    })
    const unfolded = ics.replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1')
    expect(unfolded).toMatch(/DTSTART:20260327T230000Z/)
    expect(unfolded).toMatch(/DTEND:20260329T220000Z/)
    expect(unfolded).toContain('UID:milepost-race-42@milepost')
    expect(unfolded).toContain('SUMMARY:Sommerlauf: dein Zeitfenster')
    expect(unfolded).toContain('Läufe, die in diesem Zeitfenster beginnen, zählen.')
  })
})
