import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '../../i18n/locales'
import { orderByNumber, ordersOfCustomer } from './order-store'
import type { Order } from '../../commerce/orders/complete-order'
import { type PlanView, toPlanView } from '../../training/plan'
import { parseDay } from '../../training/schedule'

/** The plans an order delivers: a plan refunded (the whole order, or its line) is no longer delivered. */
export function plansOfOrder(order: Order): number[] {
  if (order.status === 'refunded') return []
  const refunded = new Map(order.refundedLines.map((r) => [r.lineId, r.qty]))
  return order.lineItems.flatMap((l) => (l.kind === 'plan' && typeof l.snapshot?.trainingPlanId === 'number' && (refunded.get(l.id) ?? 0) < l.qty ? [l.snapshot.trainingPlanId] : []))
}

/** The purchasable on sale for each paid plan: plan id → variant id. */
export async function planPurchasables(payload: Payload, planIds: number[]): Promise<Map<number, number>> {
  if (!planIds.length) return new Map()
  const { docs } = await payload.find({
    collection: 'variants',
    where: { kind: { equals: 'plan' }, trainingPlan: { in: planIds }, isAvailable: { equals: true } },
    depth: 0,
    limit: planIds.length,
    overrideAccess: true,
    select: { trainingPlan: true },
  })
  return new Map(docs.map((v) => [Number(v.trainingPlan), v.id]))
}

/** Published plans with their whole schedules (pages decide how much of each to show), by weeks. */
export async function publishedPlans(payload: Payload, locale: Locale, slug?: string): Promise<PlanView[]> {
  const { docs } = await payload.find({
    collection: 'training-plans',
    where: { _status: { equals: 'published' }, ...(slug ? { slug: { equals: slug } } : {}) },
    locale,
    depth: 1,
    sort: 'weeks',
    limit: slug ? 1 : 100,
    overrideAccess: true,
  })
  const plans = docs.map(toPlanView)
  const onSale = await planPurchasables(
    payload,
    plans.filter((p) => p.paid).map((p) => p.id),
  )
  return plans.map((plan) => ({ ...plan, purchasableId: !plan.paid ? null : (onSale.get(plan.id) ?? null) }))
}

export const planBySlug = async (payload: Payload, slug: string, locale: Locale): Promise<PlanView | null> => (await publishedPlans(payload, locale, slug))[0] ?? null

/** The plans a customer bought: plan id → the order that delivered it, newest first. */
export async function plansOwnedBy(payload: Payload, customerId: number): Promise<Map<number, Order>> {
  const owned = new Map<number, Order>()
  for (const order of await ordersOfCustomer(payload, customerId, 500)) {
    for (const planId of plansOfOrder(order)) if (!owned.has(planId)) owned.set(planId, order)
  }
  return owned
}

/** Whether the order with this number delivered this plan (its link's signature is checked by the caller). */
export async function orderDeliversPlan(payload: Payload, orderNumber: string, planId: number): Promise<boolean> {
  const order = await orderByNumber(payload, orderNumber)
  return !!order && plansOfOrder(order).includes(planId)
}

export type EventToFinishWith = { id: number; title: string; lastDay: string }

/** The events a customer entered whose last day is still ahead, to finish a plan on. */
export async function eventsToFinishWith(payload: Payload, customerId: number, locale: Locale, today: string): Promise<EventToFinishWith[]> {
  const { docs } = await payload.find({
    collection: 'entries',
    where: { or: [{ customerId: { equals: customerId } }, { entrantCustomerId: { equals: customerId } }] },
    limit: 100,
    depth: 1,
    locale,
    overrideAccess: true,
    select: { event: true },
  })
  const events = new Map<number, EventToFinishWith>()
  for (const doc of docs) {
    const event = doc.event
    if (!event || typeof event === 'number' || events.has(event.id)) continue
    const lastDay = String(event.eventEndDate ?? event.eventStartDate).slice(0, 10)
    if (parseDay(lastDay) && lastDay >= today) events.set(event.id, { id: event.id, title: event.title, lastDay })
  }
  return [...events.values()].sort((a, b) => a.lastDay.localeCompare(b.lastDay))
}
