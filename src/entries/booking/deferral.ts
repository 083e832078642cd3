import { DomainError } from '../../lib/errors'
import type { MessageKey } from '../../i18n/messages'
import type { ChangeableEntry } from './change-entry'
import { changesOpen } from './changes-window'

/**
 * Deferring an entry to a later event (issue 28, decision 0058): among the events the editors
 * allow for this one, before the later event starts, until this one's cut-off and before any run
 * is logged. The entry keeps its order and what was paid; its distance is the later event's of
 * the same name, else its first. The later event's one-entry-per-email rule still holds.
 */
export type DeferralTarget = {
  eventId: number
  title: string
  /** YYYY-MM-DD */
  start: string
  distances: { label: string; km: number }[]
  /** The later event's place of the entry's type (adult or child), when it sells one. */
  variantId: number | null
}

export type DeferralMove = { eventId: number; variantId: number; distanceLabel: string; distanceKm: number }

export type DeferralStore = {
  entry(customerId: number, entryId: number): Promise<(ChangeableEntry & { entryType: 'adult' | 'child'; distanceLabel: string }) | null>
  /** The later events this entry's event allows, as the entrant reads them. */
  targets(eventId: number, entryType: 'adult' | 'child'): Promise<DeferralTarget[]>
  /** Moves the entry while it is still the customer's, open and without runs, taking a place of the later event: 'taken' when its email is there already, 'sold-out' when no place is left. */
  move(entryId: number, customerId: number, move: DeferralMove, by: string): Promise<MoveOutcome>
}

function refuse(key: MessageKey, code: 'conflict' | 'not_found' = 'conflict'): never {
  throw new DomainError(code, key)
}

/** Whether the later event still takes deferrals today: it has not started. */
const notStarted = (target: DeferralTarget, now: Date) => now.toISOString().slice(0, 10) < target.start

/** Why this entry may not be deferred now, or null. */
export function deferralRefusal(entry: ChangeableEntry, now: Date): MessageKey | null {
  if (entry.cancelled) return 'booking.cancelled'
  if (entry.finished) return 'booking.finished'
  if (entry.teamId !== null) return 'deferral.teamEntry'
  if (entry.countedRuns > 0) return 'deferral.runsLogged'
  if (!changesOpen(entry.rules, now)) return 'booking.changesClosed'
  return null
}

/** The later events this entry could move to now (none when it may not move). */
export async function deferralChoices(store: DeferralStore, input: { customerId: number; entryId: number; now: Date }) {
  const entry = await store.entry(input.customerId, input.entryId)
  if (!entry) refuse('booking.notFound', 'not_found')
  const refusal = deferralRefusal(entry, input.now)
  const targets = refusal ? [] : (await store.targets(entry.eventId, entry.entryType)).filter((t) => t.variantId !== null && notStarted(t, input.now))
  return { entry, refusal, targets }
}

/** Where the entry would go, and how: refused (a DomainError) when it may not go there now. */
export async function deferralPlan(store: DeferralStore, input: { customerId: number; entryId: number; toEventId: number; now: Date }) {
  const { entry, refusal, targets } = await deferralChoices(store, input)
  if (refusal) refuse(refusal)
  const target = targets.find((t) => t.eventId === input.toEventId)
  if (!target || target.variantId === null) refuse('deferral.notOffered')
  const distance = target.distances.find((d) => d.label === entry.distanceLabel) ?? target.distances[0]
  if (!distance) refuse('deferral.notOffered')
  const move: DeferralMove = { eventId: target.eventId, variantId: target.variantId, distanceLabel: distance.label, distanceKm: distance.km }
  return { entry, target, move }
}

export type MoveOutcome = 'moved' | 'taken' | 'sold-out' | 'not-open'

/** What the entrant is told when the move itself failed, or null when it was made. */
export function moveRefusal(outcome: MoveOutcome): MessageKey | null {
  if (outcome === 'taken') return 'entries.alreadyEnteredUser'
  if (outcome === 'sold-out') return 'deferral.soldOut'
  if (outcome === 'not-open') return 'deferral.notOpen'
  return null
}

/** The entrant moves their entry to one of the later events offered. */
export async function deferEntry(store: DeferralStore, input: { customerId: number; entryId: number; toEventId: number; now: Date }): Promise<DeferralTarget> {
  const { entry, target, move } = await deferralPlan(store, input)
  const moved = await store.move(entry.id, input.customerId, move, entry.email)
  if (moved === 'taken') throw new DomainError('conflict', 'entries.alreadyEnteredEmail', { values: { email: entry.email } })
  const refusal = moveRefusal(moved)
  if (refusal) refuse(refusal)
  return target
}
