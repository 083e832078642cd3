import type { CurrencyCode, Money } from '../commerce/money'
import { pricesOf } from '../commerce/prices'
import type { TrainingPlan } from '../payload-types'
import { type PlanWeek, SESSION_KINDS, type SessionKind } from './schedule'
import { isOneOf } from '../lib/one-of'

/** A plan as the site shows it: its words in one language, whether it is sold and at what prices, and its weeks. */
export type PlanView = {
  id: number
  slug: string
  title: string
  summary: string
  content: TrainingPlan['content']
  level: TrainingPlan['level']
  weekCount: number
  sessionsPerWeek: number | null
  /** Sold, not free: its weeks after the first are for buyers. */
  paid: boolean
  /** What it costs in each currency it is sold in; empty for a free plan. */
  prices: Money[]
  image: TrainingPlan['image']
  weeks: PlanWeek[]
  updatedAt: string
  /** What goes in the basket to buy it (paid plans whose purchasable is on sale). */
  purchasableId: number | null
}

const kindOf = (kind: string): SessionKind => (isOneOf(SESSION_KINDS, kind) ? kind : 'easy')

export function toPlanView(doc: TrainingPlan): PlanView {
  const prices = pricesOf(doc.prices).filter((price) => price.amount > 0)
  const paid = doc.pricing === 'paid' && prices.length > 0
  const weeks: PlanWeek[] = (doc.schedule ?? []).map((week) => ({
    focus: week.focus || null,
    sessions: (week.sessions ?? []).map((s) => ({
      day: Math.min(7, Math.max(1, Number(s.day) || 1)),
      kind: kindOf(s.kind),
      distanceKm: s.distanceKm ?? null,
      durationMinutes: s.durationMinutes ?? null,
      notes: s.notes || null,
    })),
  }))
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    content: doc.content,
    level: doc.level,
    weekCount: weeks.length || doc.weeks,
    sessionsPerWeek: doc.sessionsPerWeek ?? null,
    paid,
    prices: paid ? prices : [],
    image: doc.image,
    weeks,
    updatedAt: doc.updatedAt,
    purchasableId: null,
  }
}

/** A paid plan's price in a market's currency; null when it is free or not sold in that currency. */
export const planPriceIn = (plan: Pick<PlanView, 'prices'>, currency: CurrencyCode): Money | null => plan.prices.find((price) => price.currency === currency) ?? null

/** What a reader may see of a plan: all of a free one or of one they bought; else the first week. */
export function visibleWeeks(plan: Pick<PlanView, 'paid' | 'weeks'>, owned: boolean): { weeks: PlanWeek[]; preview: boolean } {
  if (!plan.paid || owned) return { weeks: plan.weeks, preview: false }
  return { weeks: plan.weeks.slice(0, 1), preview: true }
}
