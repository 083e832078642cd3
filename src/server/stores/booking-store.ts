import 'server-only'
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, nullableNumber, type Runner } from '../../db/drizzle-tables'
import { isUniqueViolation } from '../../db/unique-violation'
import { returnedRow } from '../../db/returned-row'
import { fallbacks, type Locale, normaliseLocale } from '../../i18n/locales'
import type { ClaimResult, PendingTransfer, TransferStore } from '../../entries/booking/transfer'
import type { ChangeableEntry, EntryChangeStore } from '../../entries/booking/change-entry'
import type { CaptainStore } from '../../entries/booking/captain'
import { DEFAULT_CHANGES_CLOSE_DAYS } from '../../entries/booking/changes-window'
import { recordAudit } from './audit-store'

/** Rolls a claim's transaction back: the entry changed hands or closed meanwhile. */
class NotOpen extends Error {}

/**
 * An entry as its entrant manages it, with its event's booking rules and title in `locale`: one
 * query (the transfer and change stores read it alike).
 */
export function entryReader(payload: Payload, locale: Locale) {
  const { tables } = drizzleOf(payload)
  const { entries, events } = tables
  const titles = tables.events_locales
  const fallback = fallbacks[locale] ?? 'en'
  const query = (db: Runner) =>
    db
      .select({
        id: entries.id,
        eventId: entries.event,
        entrantCustomerId: entries.entrantCustomerId,
        email: entries.email,
        firstName: entries.firstName,
        locale: entries.locale,
        cancelledAt: entries.cancelledAt,
        finishedAt: entries.finishedAt,
        teamId: entries.team,
        countedMeters: entries.countedMeters,
        countedRuns: entries.countedRuns,
        startDate: entries.startDate,
        startTime: entries.startTime,
        eventStartDate: events.eventStartDate,
        eventEndDate: events.eventEndDate,
        changesCloseDays: events.changesCloseDays,
        transfersAllowed: events.transfersAllowed,
        title: sql<
          string | null
        >`(select ${titles.title} from ${titles} where ${titles._parentID} = ${events.id} and cast(${titles._locale} as text) in (${locale}, ${fallback}, 'en') order by case cast(${titles._locale} as text) when ${locale} then 0 when ${fallback} then 1 else 2 end limit 1)`,
      })
      .from(entries)
      .innerJoin(events, eq(events.id, entries.event))
  type EntryRow = Awaited<ReturnType<ReturnType<typeof query>['where']>>[number]
  const toChangeable = (row: EntryRow): ChangeableEntry => ({
    id: Number(row.id),
    eventId: Number(row.eventId),
    eventTitle: row.title ?? '',
    entrantCustomerId: Number(row.entrantCustomerId),
    email: row.email,
    firstName: row.firstName,
    locale: normaliseLocale(row.locale) ?? 'en',
    cancelled: !!row.cancelledAt,
    finished: !!row.finishedAt,
    rules: {
      // The start is required by the catalogue; an event without either has no window to change anything in.
      lastDay: row.eventEndDate ?? row.eventStartDate ?? new Date(0),
      changesCloseDays: row.changesCloseDays === null || row.changesCloseDays === undefined ? DEFAULT_CHANGES_CLOSE_DAYS : Number(row.changesCloseDays),
      transfersAllowed: row.transfersAllowed !== false,
    },
    teamId: nullableNumber(row.teamId),
    countedMeters: Number(row.countedMeters ?? 0),
    countedRuns: Number(row.countedRuns ?? 0),
    startDate: row.startDate ?? null,
    startTime: row.startTime ?? null,
  })
  return {
    /** The entry matching `where`, or null. */
    async one(db: Runner, where: SQL | undefined): Promise<ChangeableEntry | null> {
      const [row] = await query(db).where(where).limit(1)
      return row ? toChangeable(row) : null
    },
    /** The entry when it is this customer's (whatever its state). */
    ofCustomer: (customerId: number, entryId: number) => and(eq(entries.id, entryId), eq(entries.entrantCustomerId, customerId)),
  }
}

/**
 * Entry transfers in Payload's tables (docs/decisions/0055). The offer's `open_key` (the entry id
 * while pending) keeps one open offer per entry; a claim settles the offer by a compare-and-set on
 * its state and moves the entry in the same transaction, so two claims leave one owner, and the
 * (event, email) index refuses a claimant already entered.
 */
export function payloadTransferStore(payload: Payload, locale: Locale = 'en'): TransferStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const transfers = tables.entry_transfers
  const shipments = tables.medal_shipments
  const reader = entryReader(payload, locale)

  const transferColumns = { id: transfers.id, entryId: transfers.entry, toEmail: transfers.toEmail, locale: transfers.locale, createdAt: transfers.createdAt, state: transfers.state }
  const toPending = (row: { id: unknown; entryId: unknown; toEmail: string; locale: string; createdAt: string; state: string }): PendingTransfer => ({
    id: Number(row.id),
    entryId: Number(row.entryId),
    toEmail: row.toEmail,
    locale: normaliseLocale(row.locale) ?? 'en',
    createdAt: new Date(row.createdAt),
    awaitingFee: row.state === 'awaiting-payment',
  })
  const open = inArray(transfers.state, ['pending', 'awaiting-payment'])

  return {
    async managedEntry(customerId, entryId) {
      return reader.one(drizzle, reader.ofCustomer(customerId, entryId))
    },

    async pendingTransfer(entryId) {
      const [row] = await drizzle
        .select(transferColumns)
        .from(transfers)
        .where(and(eq(transfers.entry, entryId), open))
        .limit(1)
      return row ? toPending(row) : null
    },

    async offer(offer) {
      const now = new Date().toISOString()
      try {
        return await drizzle.transaction(async (tx) => {
          const [entry] = await tx.select({ event: entries.event, email: entries.email }).from(entries).where(eq(entries.id, offer.entryId))
          if (!entry) return null
          const inserted = await tx
            .insert(transfers)
            .values({
              entry: offer.entryId,
              event: entry.event,
              state: offer.awaitingFee ? 'awaiting-payment' : 'pending',
              fromCustomerId: offer.fromCustomerId,
              fromEmail: entry.email,
              toEmail: offer.toEmail,
              locale: offer.locale,
              openKey: offer.entryId,
              tokenHash: offer.tokenHash,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: transfers.id })
          const { id } = returnedRow(inserted, 'insert entry transfer')
          await recordAudit(tx, tables, {
            action: 'entry.transfer-offered',
            actor: { kind: 'customer', label: entry.email },
            entryId: offer.entryId,
            detail: { to: offer.toEmail },
          })
          return { id: Number(id) }
        })
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },

    async takeBack(entryId, customerId) {
      return drizzle.transaction(async (tx) => {
        const now = new Date().toISOString()
        const [withdrawn] = await tx
          .update(transfers)
          .set({ state: 'taken-back', openKey: null, settledAt: now, updatedAt: now })
          .where(and(eq(transfers.entry, entryId), eq(transfers.fromCustomerId, customerId), open))
          .returning({ id: transfers.id, toEmail: transfers.toEmail, fromEmail: transfers.fromEmail })
        if (!withdrawn) return false
        await recordAudit(tx, tables, {
          action: 'entry.transfer-taken-back',
          actor: { kind: 'customer', label: withdrawn.fromEmail ?? String(customerId) },
          entryId,
          detail: { to: withdrawn.toEmail },
        })
        return true
      })
    },

    async offerOfToken(tokenHash) {
      const [row] = await drizzle
        .select(transferColumns)
        .from(transfers)
        .where(and(eq(transfers.tokenHash, tokenHash), eq(transfers.state, 'pending')))
        .limit(1)
      if (!row) return null
      const entry = await reader.one(drizzle, eq(entries.id, Number(row.entryId)))
      return entry ? { transfer: toPending(row), entry } : null
    },

    async claim(tokenHash, claimant): Promise<ClaimResult> {
      const now = new Date().toISOString()
      try {
        return await drizzle.transaction(async (tx) => {
          // The compare-and-set that only one claim wins: the row stays pending until this commits.
          const [settled] = await tx
            .update(transfers)
            .set({ state: 'claimed', openKey: null, claimedByCustomerId: claimant.customerId, settledAt: now, updatedAt: now })
            .where(and(eq(transfers.tokenHash, tokenHash), eq(transfers.state, 'pending')))
            .returning({ id: transfers.id, entryId: transfers.entry, fromCustomerId: transfers.fromCustomerId, fromEmail: transfers.fromEmail })
          if (!settled) throw new NotOpen()
          const entryId = Number(settled.entryId)
          const [moved] = await tx
            .update(entries)
            .set({
              email: claimant.email,
              emailKey: claimant.email.trim().toLowerCase(),
              firstName: claimant.firstName,
              lastName: claimant.lastName,
              entrantCustomerId: claimant.customerId,
              locale: claimant.locale,
              // The board shows a runner who chose to be on it: the friend has not chosen yet.
              onBoard: false,
              updatedAt: now,
            })
            .where(and(eq(entries.id, entryId), eq(entries.entrantCustomerId, Number(settled.fromCustomerId)), isNull(entries.cancelledAt), isNull(entries.finishedAt)))
            .returning({ id: entries.id, eventId: entries.event })
          if (!moved) throw new NotOpen()
          // A medal not yet sent goes to the friend's address, which they confirm on their race page.
          await tx
            .update(shipments)
            .set({
              recipient: `${claimant.firstName} ${claimant.lastName}`.trim(),
              status: 'awaiting-address',
              address_firstName: null,
              address_lastName: null,
              address_company: null,
              address_addressLine1: null,
              address_addressLine2: null,
              address_city: null,
              address_county: null,
              address_postcode: null,
              address_countryCode: null,
              address_phone: null,
              updatedAt: now,
            })
            .where(and(eq(shipments.entry, entryId), inArray(shipments.status, ['awaiting-address', 'address-confirmed'])))
          await recordAudit(tx, tables, {
            action: 'entry.transfer-claimed',
            actor: { kind: 'customer', label: claimant.email },
            entryId,
            detail: { from: settled.fromEmail, to: claimant.email },
          })
          return { outcome: 'claimed', entryId, eventId: Number(moved.eventId), fromCustomerId: Number(settled.fromCustomerId), transferId: Number(settled.id) } as const
        })
      } catch (error) {
        if (error instanceof NotOpen) return { outcome: 'not-open' }
        if (isUniqueViolation(error)) return { outcome: 'already-entered' }
        throw error
      }
    },
  }
}

/** Changes of an entrant's own entry (distance, clock, group, timeboxed start), each with its line of history. */
export function payloadEntryChangeStore(payload: Payload, locale: Locale = 'en'): EntryChangeStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const reader = entryReader(payload, locale)
  return {
    changeableEntry: (customerId, entryId) => reader.one(drizzle, reader.ofCustomer(customerId, entryId)),
    saveChange: (entryId, customerId, write) =>
      drizzle.transaction(async (tx) => {
        const [before] = await tx
          .select({
            email: entries.email,
            distanceLabel: entries.distanceLabel,
            timezone: entries.timezone,
            groupLabel: entries.groupLabel,
            startDate: entries.startDate,
            startTime: entries.startTime,
          })
          .from(entries)
          .where(and(eq(entries.id, entryId), eq(entries.entrantCustomerId, customerId), isNull(entries.cancelledAt), isNull(entries.finishedAt)))
        if (!before) return false
        const changed = await tx
          .update(entries)
          .set({ ...write, updatedAt: new Date().toISOString() })
          .where(and(eq(entries.id, entryId), eq(entries.entrantCustomerId, customerId), isNull(entries.cancelledAt), isNull(entries.finishedAt)))
          .returning({ id: entries.id })
        if (!changed.length) return false
        const { email, ...was } = before
        await recordAudit(tx, tables, { action: 'entry.changed', actor: { kind: 'customer', label: email }, entryId, detail: { from: was, to: write } })
        return true
      }),
  }
}

/** A team as its captain manages it, and the captain's writes, each with its line of history. */
export function payloadCaptainStore(payload: Payload, locale: Locale = 'en'): CaptainStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, teams, events } = tables
  const titles = tables.events_locales
  const fallback = fallbacks[locale] ?? 'en'
  return {
    async team(teamId) {
      const [row] = await drizzle
        .select({
          id: teams.id,
          eventId: teams.event,
          name: teams.name,
          emblem: teams.emblem,
          emblemImage: teams.emblemImage,
          captainCustomerId: teams.captainCustomerId,
          captainEmail: teams.captainEmail,
          distanceKm: teams.distanceKm,
          countedMeters: teams.countedMeters,
          adultEntries: teams.adultEntries,
          childEntries: teams.childEntries,
          eventStartDate: events.eventStartDate,
          eventEndDate: events.eventEndDate,
          changesCloseDays: events.changesCloseDays,
          transfersAllowed: events.transfersAllowed,
          teamTarget: events.teamTarget,
          teamDistanceKm: events.teamDistanceKm,
          title: sql<
            string | null
          >`(select ${titles.title} from ${titles} where ${titles._parentID} = ${events.id} and cast(${titles._locale} as text) in (${locale}, ${fallback}, 'en') order by case cast(${titles._locale} as text) when ${locale} then 0 when ${fallback} then 1 else 2 end limit 1)`,
        })
        .from(teams)
        .innerJoin(events, eq(events.id, teams.event))
        .where(eq(teams.id, teamId))
        .limit(1)
      if (!row) return null
      const members = await drizzle
        .select({
          entryId: entries.id,
          firstName: entries.firstName,
          lastName: entries.lastName,
          email: entries.email,
          customerId: entries.entrantCustomerId,
          countedMeters: entries.countedMeters,
          distanceKm: entries.distanceKm,
          finishedAt: entries.finishedAt,
        })
        .from(entries)
        .where(and(eq(entries.team, teamId), isNull(entries.cancelledAt)))
        .orderBy(entries.createdAt, entries.id)
      const membersKm = members.reduce((sum, m) => sum + Number(m.distanceKm ?? 0), 0)
      const targetKm = row.teamTarget === 'fixed' ? (nullableNumber(row.teamDistanceKm) ?? Number(row.distanceKm)) : membersKm
      return {
        id: Number(row.id),
        eventId: Number(row.eventId),
        eventTitle: row.title ?? '',
        name: row.name,
        emblem: row.emblemImage ? null : (row.emblem ?? null),
        captainCustomerId: nullableNumber(row.captainCustomerId),
        captainEmail: row.captainEmail,
        rules: {
          lastDay: row.eventEndDate ?? row.eventStartDate ?? new Date(0),
          changesCloseDays: row.changesCloseDays === null || row.changesCloseDays === undefined ? DEFAULT_CHANGES_CLOSE_DAYS : Number(row.changesCloseDays),
          transfersAllowed: row.transfersAllowed !== false,
        },
        targetMeters: Math.round(targetKm * 1000),
        countedMeters: Number(row.countedMeters ?? 0),
        bulkPlaces: { adult: Number(row.adultEntries ?? 0), child: Number(row.childEntries ?? 0) },
        members: members.map((m) => ({
          entryId: Number(m.entryId),
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          customerId: nullableNumber(m.customerId),
          countedMeters: Number(m.countedMeters ?? 0),
          targetMeters: Math.round(Number(m.distanceKm ?? 0) * 1000),
          finished: !!m.finishedAt,
        })),
      }
    },

    async rename(teamId, name, nameKey, by) {
      try {
        await drizzle.transaction(async (tx) => {
          const [before] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId))
          await tx.update(teams).set({ name, nameKey, updatedAt: new Date().toISOString() }).where(eq(teams.id, teamId))
          await recordAudit(tx, tables, { action: 'team.renamed', actor: { kind: 'captain', label: by }, teamId, detail: { from: before?.name, to: name } })
        })
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },

    setEmblem: (teamId, emblem, by) =>
      drizzle.transaction(async (tx) => {
        const [before] = await tx.select({ emblem: teams.emblem, emblemImage: teams.emblemImage }).from(teams).where(eq(teams.id, teamId))
        await tx.update(teams).set({ emblem, emblemImage: null, updatedAt: new Date().toISOString() }).where(eq(teams.id, teamId))
        await recordAudit(tx, tables, { action: 'team.emblem-changed', actor: { kind: 'captain', label: by }, teamId, detail: { from: before?.emblemImage ? 'upload' : before?.emblem, to: emblem } })
      }),

    handOver: (teamId, to, by) =>
      drizzle.transaction(async (tx) => {
        await tx.update(teams).set({ captainEmail: to.email, captainCustomerId: to.customerId, updatedAt: new Date().toISOString() }).where(eq(teams.id, teamId))
        await recordAudit(tx, tables, { action: 'team.captain-handed-over', actor: { kind: 'captain', label: by }, teamId, entryId: to.entryId, detail: { from: by, to: to.email } })
      }),
  }
}
