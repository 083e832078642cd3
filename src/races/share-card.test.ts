import { describe, expect, it } from 'vitest'
import { CARD_LIMITS, cardTag, shareCard } from './share-card'

const words = { label: 'Im Ziel', distanceLabel: 'Distanz', timeLabel: 'Laufzeit' }
const facts = { distance: '10 km', time: '0:55:33', date: '5. Juni 2026' }
const latin = (codePoint: number) => codePoint < 0x2000 // a stand-in for the font's letters
const race = (firstName: string, lastName = 'Läufer', title = 'Herbstlauf') => ({
  runner: { firstName, lastName, email: 'x@example.com', unit: null },
  event: { id: 1, slug: 'h', title, includesMedal: true, medalShipping: 'on-finish' as const },
})

describe('a share card', () => {
  it('names the runner by their first name, with the event, distance and time', () => {
    expect(shareCard(race('Łucja'), facts, words, latin)).toEqual({
      label: 'Im Ziel',
      name: 'Łucja',
      event: 'Herbstlauf',
      distance: { label: 'Distanz', value: '10 km' },
      time: { label: 'Laufzeit', value: '0:55:33' },
    })
    expect(shareCard(race('  ', 'Läufer'), facts, words, latin).name).toBe('Läufer')
  })

  it('leaves out letters its font cannot draw and control characters, and cuts long names and titles', () => {
    const card = shareCard(race(`Łucja 🏃‍♀️\u202eevil\u0000 ${'Ä'.repeat(200)}`, '', 'Der 🏔️ '.repeat(40)), facts, words, latin)
    expect(card.name.startsWith('Łucja evil ÄÄ')).toBe(true)
    expect(Array.from(card.name)).toHaveLength(CARD_LIMITS.name)
    expect(card.name.endsWith('…')).toBe(true)
    expect(card.event).not.toMatch(/🏔|\s{2}/u)
    expect(Array.from(card.event).length).toBeLessThanOrEqual(CARD_LIMITS.event)
  })

  it('is tagged by what it shows', () => {
    const card = shareCard(race('Łucja'), facts, words, latin)
    expect(cardTag(card, 'medal.webp')).toBe(cardTag(shareCard(race('Łucja'), facts, words, latin), 'medal.webp'))
    expect(cardTag(card, 'medal.webp')).not.toBe(cardTag(card, null))
    expect(cardTag(card, null)).not.toBe(cardTag({ ...card, time: { ...card.time, value: '0:55:34' } }, null))
  })
})
