import type { PricedCart } from '../commerce/cart/totals'
import type { CartRecord } from '../commerce/cart/types'
import { type CompletionTransaction, type Order, OrderRefused, type OrderStep } from '../commerce/orders/complete-order'
import { DomainError } from '../lib/errors'
import { entriesOfLines } from './cart-rules'
import { type EntryCartLine, type EntryDraft, type EntryEvent, joinedTeamOf, normaliseEmail, type TeamDraft, teamNameKey } from './model'
import { duplicateEmails, entryProblems, teamProblems } from './rules'
import { type EmblemKey, isEmblemKey } from './emblems'
import type { Locale } from '../i18n/locales'
import type { MessageKey } from '../i18n/messages'

/** A team a joiner may buy a place in; a private one (with a password) is joined only on its captain's free places, with its code. */
export type TeamForJoin = {
  id: number
  name: string
  eventId: number
  members: number
  private: boolean
}

/** What entries read and write (Payload's tables, or memory in tests). */
export type EntryStore = {
  /** Of these normalised emails, those already entered in the event. */
  enteredEmails(eventId: number, emails: string[]): Promise<string[]>
  teamNameTaken(eventId: number, nameKey: string): Promise<boolean>
  team(teamId: number): Promise<TeamForJoin | null>
  /** The writes inside an order's transaction. */
  writes(handle: unknown): EntryWrites
}

/** Where, when and how far an entrant or a team runs, as recorded (labels in the buyer's language). */
type RaceSettings = {
  distanceLabel: string
  distanceKm: number
  timezone: string
  groupLabel: string | null
  startDate: string | null
  startTime: string | null
}

export type NewTeam = RaceSettings & {
  eventId: number
  name: string
  nameKey: string
  captainEmail: string
  captainCustomerId: number | null
  orderNumber: string
  adultEntries: number
  childEntries: number
  emblem: EmblemKey | null
  emblemImage: number | null
}

export type NewEntry = RaceSettings & {
  eventId: number
  variantId: number
  teamId: number | null
  entryPath: EntryDraft['entryPath']
  entryType: 'adult' | 'child'
  firstName: string
  lastName: string
  email: string
  emailKey: string
  noMedal: boolean
  orderNumber: string
  /** The order line that paid for the entry (a refund of that line cancels it). */
  orderLineId: number
  /** The account that paid (signed in). */
  customerId: number | null
  /** The account whose confirmed email is the entrant's, when there is one as the order completes. */
  entrantCustomerId: number | null
  locale: Locale
}

export type EntryWrites = {
  /** The new team's id; a name the event already has (ignoring case and accents) throws UniqueTaken. */
  insertTeam(team: NewTeam): Promise<number>
  /** A second entry of one email in one event throws UniqueTaken. */
  insertEntry(entry: NewEntry): Promise<number>
  /** Holds the team until the transaction ends, answering how many places it has; null when gone. */
  lockTeam(teamId: number, eventId: number): Promise<TeamForJoin | null>
  /** The account whose email (normalised) this is, once that account has confirmed it; else null. */
  confirmedCustomer(emailKey: string): Promise<number | null>
  /** The customer who uploaded this team emblem; null when nobody (or no such emblem). */
  emblemUploader(emblemId: number): Promise<number | null>
}

/** A unique index refused the write (a race the checks before paying could not see). */
export class UniqueTaken extends Error {}

type CartEntries = ReturnType<typeof entriesOfLines> & { event: EntryEvent; lines: EntryCartLine[] }

/** The entry lines of a priced cart, with the one event they are for; null when there are none. */
export function cartEntries(priced: PricedCart, events: Map<number, EntryEvent>): CartEntries | null {
  const lines: EntryCartLine[] = priced.lines.map((l) => ({ id: l.id, purchasableId: l.purchasableId, qty: l.qty, options: l.options, kind: l.purchasable?.kind ?? null }))
  const eventIds = new Set(priced.lines.filter((l) => l.purchasable?.kind === 'entry').map((l) => l.purchasable?.eventId ?? 0))
  const described = entriesOfLines(lines)
  if (!described.entries.length && !described.bulk.adult && !described.bulk.child && !described.merch.length) return null
  const event = eventIds.size === 1 ? events.get([...eventIds][0]!) : undefined
  if (!event) throw new DomainError('invalid_request', 'entries.oneEventAtATime')
  return { ...described, event, lines }
}

const refuse = (key: MessageKey, values?: Record<string, string | number>): never => {
  throw new DomainError('invalid_request', key, { values })
}

/**
 * Spec §1, §5 before any money moves: only a signed-in account enters, every entry complete, one
 * email per entry, nobody who already entered, a free team name, a team to join with room left.
 */
export async function checkEntriesBeforePaying(store: EntryStore, cart: CartRecord, found: CartEntries | null): Promise<void> {
  if (!found) return
  const { entries, team, bulk, event } = found
  if (!cart.customerId) refuse('entries.userRequired')
  if (!entries.length) refuse('entries.entriesIncomplete')
  if (entries.some(({ draft }) => Object.keys(entryProblems(draft, event)).length)) refuse('entries.entriesIncomplete')
  if (duplicateEmails(entries.map((e) => e.draft)).size) refuse('validation.uniqueEntryEmail')
  const creating = entries.filter((e) => e.draft.entryPath === 'create-team')
  if (creating.length) {
    if (!team || Object.keys(teamProblems({ ...team, adultEntries: bulk.adult, childEntries: bulk.child }, event, creating.length)).length) refuse('entries.checkTeam')
    if (await store.teamNameTaken(event.id, teamNameKey(team!.name))) refuse('entries.teamNameTaken')
  }
  const joining = entries.filter((e) => e.draft.entryPath === 'join-team')
  if (joining.length) {
    const teamIds = new Set(joining.map((e) => joinedTeamOf(e.line.options)?.id ?? null))
    // A joiner's line without its team (a draft from before the team was kept on it): back to choosing it.
    if (teamIds.has(null)) refuse('entries.teamToJoinLost')
    const joined = teamIds.size === 1 ? await store.team([...teamIds][0]!) : null
    if (!joined || joined.private || joined.eventId !== event.id || joined.members + joining.length > event.maxTeamSize) refuse('entries.couldNotJoinTeam')
  }
  const [taken] = await store.enteredEmails(
    event.id,
    entries.map((e) => normaliseEmail(e.draft.user.email)),
  )
  if (taken) refuse('entries.alreadyEnteredEmail', { email: taken })
}

function configLabels(config: EntryDraft['config'] | TeamDraft['config'], event: EntryEvent) {
  const distance = event.distances.find((d) => d.id === config.distance)
  if (!distance) throw new OrderRefused('entries.canNotCreateEntry')
  const timeboxed = event.type === 'timeboxed'
  return {
    distanceLabel: distance.label,
    distanceKm: distance.km,
    timezone: config.timezone,
    groupLabel: event.groups.find((g) => g.id === config.groupId)?.label ?? null,
    startDate: timeboxed ? config.timeboxedStartDate : null,
    startTime: timeboxed ? config.timeboxedStartTime : null,
  }
}

const uploadId = (emblem: string | null) => (emblem?.startsWith('upload:') ? Number(emblem.slice('upload:'.length)) || null : null)

/**
 * The order step that records what was paid for: the team a captain started, then one entry per
 * entrant, in the order's transaction. A race the checks before paying could not see (the same
 * email entered, a team name taken, a team filled up) refuses the order, and the payment goes back.
 */
export function entriesStep(store: EntryStore, loadEvents: (ids: number[]) => Promise<Map<number, EntryEvent>>): OrderStep {
  return async (_cart, priced) => {
    const eventIds = priced.lines.flatMap((l) => (l.purchasable?.kind === 'entry' && l.purchasable.eventId ? [l.purchasable.eventId] : []))
    if (!eventIds.length) return null
    const found = cartEntries(priced, await loadEvents(eventIds))
    if (!found) return null
    return (tx: CompletionTransaction, order: Order) => recordEntries(store.writes(tx.handle), order, found)
  }
}

async function recordEntries(writes: EntryWrites, order: Order, { entries, team, bulk, event }: CartEntries): Promise<void> {
  let createdTeam: number | null = null
  const creating = entries.some((e) => e.draft.entryPath === 'create-team')
  // Only the captain's own upload: any other id in the cart would publish someone else's picture.
  const upload = creating && team ? uploadId(team.emblem) : null
  const emblemImage = upload !== null && order.customerId !== null && (await writes.emblemUploader(upload)) === order.customerId ? upload : null
  try {
    if (creating && team) {
      createdTeam = await writes.insertTeam({
        eventId: event.id,
        name: team.name.trim(),
        nameKey: teamNameKey(team.name),
        captainEmail: order.email,
        captainCustomerId: order.customerId,
        orderNumber: order.number,
        ...configLabels(team.config, event),
        adultEntries: bulk.adult,
        childEntries: bulk.child,
        emblem: isEmblemKey(team.emblem) ? team.emblem : null,
        emblemImage,
      })
    }
  } catch (error) {
    if (error instanceof UniqueTaken) throw new OrderRefused('entries.teamNameTaken')
    throw error
  }
  const joining = entries.filter((e) => e.draft.entryPath === 'join-team')
  let joinedTeam: number | null = null
  if (joining.length) {
    const teamId = joinedTeamOf(joining[0]!.line.options)?.id
    if (!teamId) throw new OrderRefused('entries.teamToJoinLost')
    const joined = await writes.lockTeam(teamId, event.id)
    if (!joined || joined.private || joined.members + joining.length > event.maxTeamSize) throw new OrderRefused('entries.couldNotJoinTeam')
    joinedTeam = joined.id
  }
  for (const { draft, line } of entries) {
    const emailKey = normaliseEmail(draft.user.email)
    // The entrant's own account sees the entry only when its email is confirmed (never a bare match).
    const entrantCustomerId = await writes.confirmedCustomer(emailKey)
    try {
      await writes.insertEntry({
        eventId: event.id,
        variantId: line.purchasableId,
        teamId: draft.entryPath === 'create-team' ? createdTeam : draft.entryPath === 'join-team' ? joinedTeam : null,
        entryPath: draft.entryPath,
        entryType: draft.entryType ?? 'adult',
        firstName: draft.user.firstName.trim(),
        lastName: draft.user.lastName.trim(),
        email: draft.user.email.trim(),
        emailKey,
        ...configLabels(draft.config, event),
        noMedal: event.includesMedal && draft.config.noMedal,
        orderNumber: order.number,
        orderLineId: line.id,
        customerId: order.customerId,
        entrantCustomerId,
        locale: order.locale,
      })
    } catch (error) {
      if (error instanceof UniqueTaken) throw new OrderRefused('entries.alreadyInEvent')
      throw error
    }
  }
}
