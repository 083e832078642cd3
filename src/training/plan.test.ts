import { describe, expect, it } from 'vitest'
import type { TrainingPlan } from '../payload-types'
import { planPriceIn, toPlanView, visibleWeeks } from './plan'

const doc = (data: Partial<TrainingPlan>): TrainingPlan => ({
  id: 1,
  title: 'Faster 10K',
  slug: 'faster-10k',
  summary: 'Ten weeks',
  level: 'intermediate',
  weeks: 2,
  pricing: 'paid',
  schedule: [
    { focus: 'Base', sessions: [{ day: '2', kind: 'easy', distanceKm: 6 }] },
    { focus: 'Race', sessions: [{ day: '7', kind: 'race', distanceKm: 10 }] },
  ],
  updatedAt: '2026-11-27T00:00:00.000Z',
  createdAt: '2026-11-27T00:00:00.000Z',
  ...data,
})

describe('a plan as the site shows it', () => {
  it('is paid with its prices per currency, and priced in a market only where it names that currency', () => {
    const plan = toPlanView(
      doc({
        prices: [
          { id: 'a', currency: 'GBP', amount: 1900 },
          { id: 'b', currency: 'SEK', amount: 22900 },
        ],
      }),
    )
    expect(plan).toMatchObject({
      paid: true,
      prices: [
        { currency: 'GBP', amount: 1900 },
        { currency: 'SEK', amount: 22900 },
      ],
    })
    expect(planPriceIn(plan, 'SEK')).toEqual({ currency: 'SEK', amount: 22900 })
    expect(planPriceIn(plan, 'MXN')).toBeNull()
    expect(visibleWeeks(plan, false)).toMatchObject({ preview: true, weeks: [{ focus: 'Base' }] })
    expect(visibleWeeks(plan, true).weeks).toHaveLength(2)
  })

  it('is free when editors made it free or left it without a price, and shows all its weeks', () => {
    for (const free of [toPlanView(doc({ pricing: 'free', prices: [{ currency: 'GBP', amount: 1900 }] })), toPlanView(doc({ prices: [] }))]) {
      expect(free).toMatchObject({ paid: false, prices: [] })
      expect(visibleWeeks(free, false)).toMatchObject({ preview: false })
      expect(visibleWeeks(free, false).weeks).toHaveLength(2)
    }
  })
})
