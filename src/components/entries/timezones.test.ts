import { describe, expect, it } from 'vitest'
import { matchZones, zoneChoice } from './timezones'

const zones = ['Europe/Berlin', 'Europe/London', 'America/Toronto', 'America/Argentina/Buenos_Aires', 'Asia/Tokyo'].map((id) => zoneChoice(id, 'en', new Date('2027-01-15T12:00:00Z')))

describe('time zones are found by city, id or name', () => {
  it('typing "Berlin" finds Europe/Berlin, labelled by its city, region, name and offset', () => {
    const [berlin] = matchZones(zones, 'Berlin')
    expect(berlin?.id).toBe('Europe/Berlin')
    expect(berlin?.label).toBe('Berlin (Europe) · Central European Time · GMT+1')
  })

  it('case, accents, underscores and several words do not matter; the zone name in the page’s language is searched too', () => {
    expect(matchZones(zones, 'buenos aires').map((z) => z.id)).toEqual(['America/Argentina/Buenos_Aires'])
    expect(matchZones(zones, 'TORONTO').map((z) => z.id)).toEqual(['America/Toronto'])
    expect(matchZones(zones, 'japan').map((z) => z.id)).toEqual(['Asia/Tokyo'])
    const french = ['Europe/Berlin', 'Asia/Tokyo'].map((id) => zoneChoice(id, 'fr', new Date('2027-01-15T12:00:00Z')))
    expect(matchZones(french, 'europe centrale').map((z) => z.id)).toEqual(['Europe/Berlin'])
    expect(matchZones(zones, 'nowhere')).toEqual([])
  })
})
