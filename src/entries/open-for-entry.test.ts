import { describe, expect, it } from 'vitest'
import type { EventSummary } from '../server/content/catalogue'
import { money } from '../commerce/money'
import { openForEntry } from './open-for-entry'

const event = (slug: string, over: Partial<EventSummary>): EventSummary => ({
  id: slug.length,
  slug,
  title: slug,
  shortDescription: '',
  start: '2027-03-01T00:00:00.000Z',
  end: '2027-03-31T00:00:00.000Z',
  eventType: 'open',
  includesMedal: true,
  team: false,
  image: null,
  fromPrices: [money(2500, 'GBP')],
  ...over,
})

describe('events open for entry', () => {
  it('are on sale, have a place left and are not over (the last day still counts)', () => {
    const events = [event('open', {}), event('sold-out', { fromPrices: null }), event('over', { end: '2027-02-28T00:00:00.000Z' }), event('last-day', { end: '2027-03-10T00:00:00.000Z' })]
    expect(openForEntry(events, '2027-03-10').map((e) => e.slug)).toEqual(['open', 'last-day'])
  })
})
