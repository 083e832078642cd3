import type { Money } from '../commerce/money'
import { pricesOf } from '../commerce/prices'
import type { TrainingPlan } from '../payload-types'
import { type PlanWeek, SESSION_KINDS, type SessionKind } from './schedule'
import { isOneOf } from '../lib/one-of'

/** A plan as the site shows it: its words in one language, its prices when paid and its weeks. */
export type PlanView = {
  id: number
  slug: string
  title: string
  summary: string
  content: TrainingPlan['content']
  level: TrainingPlan['level']
  weekCount: number
  sessionsPerWeek: number | null
  paid: boolean
  /** In each currency it is sold in; none for a free plan. */
  prices: Money[]
  image: TrainingPlan['image']
  weeks: PlanWeek[]
  updatedAt: string
  /** What goes in the basket to buy it (paid plans whose purchasable is on sale). */
  purchasableId: number | null
}

const kindOf = (kind: string): SessionKind => (isOneOf(SESSION_KINDS, kind) ? kind : 'easy')

export function toPlanView(doc: TrainingPlan): PlanView {
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
    paid: doc.pricing === 'paid',
    prices: doc.pricing === 'paid' ? pricesOf(doc.prices) : [],
    image: doc.image,
    weeks,
    updatedAt: doc.updatedAt,
    purchasableId: null,
  }
}

/** What a reader may see of a plan: all of a free one or of one they bought; else the first week. */
export function visibleWeeks(plan: Pick<PlanView, 'paid' | 'weeks'>, owned: boolean): { weeks: PlanWeek[]; preview: boolean } {
  if (!plan.paid || owned) return { weeks: plan.weeks, preview: false }
  return { weeks: plan.weeks.slice(0, 1), preview: true }
}
