import 'server-only'
import type { Customer } from '../accounts/customer'
import { customerFromRequest } from '../accounts/customer'
import { cacheTags } from '../../cms/revalidate'
import { cachedQuery } from '../content/cache'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { env } from '../../lib/env'
import { getPayloadClient } from '../payload'
import { isPlanAccessCode, planLinkQuery } from '../../training/delivery-link'
import type { PlanLabels } from '../../training/describe'
import type { PlanView } from '../../training/plan'
import { eventsToFinishWith, orderDeliversPlan, planBySlug, plansOwnedBy, publishedPlans } from '../stores/training-store'
import { isoDay, SESSION_KINDS } from '../../training/schedule'
import type { EventLastDay } from '../../training/start'

/** A published plan with its whole schedule, cached until an editor saves; the page decides what to show. */
export const cachedPlan = cachedQuery('training-plan', { tags: [cacheTags.articles, cacheTags.catalogue], revalidate: 3600 }, async (slug: string, locale: Locale) =>
  planBySlug(await getPayloadClient(), slug, locale),
)

/** Every published plan, for the list. */
export const cachedPlans = cachedQuery('training-plans-for-sale', { tags: [cacheTags.articles, cacheTags.catalogue], revalidate: 3600 }, async (locale: Locale) =>
  publishedPlans(await getPayloadClient(), locale),
)

export type PlanReader = {
  plan: PlanView
  customer: Customer | null
  /** Whether the reader may see all of it: free, bought by the signed-in customer, or opened from the buyer's mail link. */
  owned: boolean
  /** The guest link's query, carried on to the calendar and PDF. */
  linkQuery: string | null
  /** Entered events the plan can finish on (signed-in readers). */
  events: EventLastDay[]
  today: string
}

type Query = { order?: string | string[]; access?: string | string[] }

/**
 * Who is reading which plan, and how much of it they may see. Pages read the cached plan; downloads,
 * rare and outside the page cache, read it afresh.
 */
export async function readPlan(slug: string, locale: Locale, query: Query, headers: Headers, { cached = true } = {}): Promise<PlanReader | null> {
  if (slug.length > 200) return null
  const plan = cached ? await cachedPlan(slug, locale) : await planBySlug(await getPayloadClient(), slug, locale)
  if (!plan) return null
  const payload = await getPayloadClient()
  const today = isoDay(new Date())
  const { customer } = await customerFromRequest(payload, headers)
  const order = typeof query.order === 'string' && query.order.length <= 40 ? query.order : null
  const access = typeof query.access === 'string' && query.access.length <= 64 ? query.access : null
  const [byLink, byAccount, events] = await Promise.all([
    order && access && isPlanAccessCode(env.PAYLOAD_SECRET, order, plan.id, access) ? orderDeliversPlan(payload, order, plan.id) : false,
    customer && plan.paid ? plansOwnedBy(payload, customer.id).then((owned) => owned.has(plan.id)) : false,
    customer ? eventsToFinishWith(payload, customer.id, locale, today) : [],
  ])
  return {
    plan,
    customer,
    owned: !plan.paid || byLink || byAccount,
    linkQuery: byLink && order ? planLinkQuery(env.PAYLOAD_SECRET, order, plan.id) : null,
    events,
    today,
  }
}

/** The plan's words from the `trainingPlans.plan` messages. */
export const planLabels = (t: Translate<'trainingPlans.plan'>): PlanLabels => ({
  kind: (kind) => (SESSION_KINDS.includes(kind) ? t(`kinds.${kind}`) : kind),
  week: (week) => t('week', { week }),
  day: (day) => t('day', { day }),
})

/** The plans a customer bought, in the reader's language, for "My training plans". */
export async function ownedPlans(customerId: number, locale: Locale): Promise<PlanView[]> {
  const [owned, plans] = await Promise.all([getPayloadClient().then((payload) => plansOwnedBy(payload, customerId)), cachedPlans(locale)])
  return plans.filter((plan) => owned.has(plan.id))
}
