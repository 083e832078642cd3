import 'server-only'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, nullableNumber, type Runner, type Tx } from '../../db/drizzle-tables'
import { isUniqueViolation } from '../../db/unique-violation'
import { returnedRow } from '../../db/returned-row'
import { type Locale, normaliseLocale } from '../../i18n/locales'
import type { PlaceClaimResult, PlaceKind, PlaceOffer, TeamPlaceStore } from '../../entries/booking/team-places'
import { UniqueTaken } from '../../entries/orders'
import type { TeamRemovalStore } from '../../entries/booking/team-removal'
import { recordAudit } from './audit-store'
import { joinableTeams } from './team-reader'
import { cancelEntries } from './entry-cancel'
import { payloadEntryStore } from './entry-store'

/** Rolls a claim back: the place was claimed, let go or filled meanwhile. */
class NotOpen extends Error {}

type OrderLine = { id?: unknown; purchasableId?: unknown; options?: Record<string, unknown> }

/** The captain's order line that paid for places of `kind` (a claimed place's entry points at it, as refunds expect). */
function bulkLineOf(lineItems: unknown, kind: PlaceKind): { id: number; variantId: number } | null {
  const lines = Array.isArray(lineItems) ? (lineItems as OrderLine[]) : []
  const line = lines.find((l) => l.options?.[kind === 'adult' ? 'bulkAdult' : 'bulkChild'] === true)
  return line && Number.isInteger(Number(line.id)) && Number.isInteger(Number(line.purchasableId)) ? { id: Number(line.id), variantId: Number(line.purchasableId) } : null
}

/**
 * Team places in Payload's tables (docs/decisions/0057). Every write that counts
 * places first locks the team's row (an update), so holds and claims of one team queue; a claim
 * settles its place by a compare-and-set on its state, and the (event, email) index refuses a
 * claimant already entered.
 */
export function payloadTeamPlaceStore(payload: Payload, locale: Locale = 'en'): TeamPlaceStore & TeamRemovalStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { teams, orders, entries } = tables
  const places = tables.team_places
  const heldCount = async (db: Runner, teamId: number, kind: PlaceKind) => {
    const [row] = await db
      .select({ n: count() })
      .from(places)
      .where(and(eq(places.team, teamId), eq(places.kind, kind), eq(places.state, 'held')))
    return Number(row?.n ?? 0)
  }

  /** The team's row, locked until the transaction ends (the update), with what a place needs. */
  async function lockTeam(tx: Tx, teamId: number) {
    const [row] = await tx.update(teams).set({ updatedAt: new Date().toISOString() }).where(eq(teams.id, teamId)).returning({
      id: teams.id,
      eventId: teams.event,
      adultEntries: teams.adultEntries,
      childEntries: teams.childEntries,
      orderNumber: teams.orderNumber,
      captainCustomerId: teams.captainCustomerId,
      distanceLabel: teams.distanceLabel,
      distanceKm: teams.distanceKm,
      timezone: teams.timezone,
      groupLabel: teams.groupLabel,
      startDate: teams.startDate,
      startTime: teams.startTime,
    })
    return row ?? null
  }
  type LockedTeam = NonNullable<Awaited<ReturnType<typeof lockTeam>>>
  const bought = (team: LockedTeam, kind: PlaceKind) => Number((kind === 'adult' ? team.adultEntries : team.childEntries) ?? 0)

  const joinable = joinableTeams(payload, locale)

  const offerColumns = {
    id: places.id,
    teamId: places.team,
    kind: places.kind,
    email: places.email,
    firstName: places.firstName,
    lastName: places.lastName,
    locale: places.locale,
    createdAt: places.createdAt,
  }
  const toOffer = (row: { id: unknown; teamId: unknown; kind: string; email: string; firstName?: string | null; lastName?: string | null; locale: string; createdAt: string }): PlaceOffer => ({
    id: Number(row.id),
    teamId: Number(row.teamId),
    kind: row.kind === 'child' ? 'child' : 'adult',
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    locale: normaliseLocale(row.locale) ?? 'en',
    createdAt: new Date(row.createdAt),
  })

  /** The place's entry: the team's settings, paid by the captain's order line for places of its kind. */
  async function insertEntry(tx: Tx, team: LockedTeam, kind: PlaceKind, claimant: Parameters<TeamPlaceStore['claim']>[1]) {
    const [order] = await tx.select({ lineItems: orders.lineItems }).from(orders).where(eq(orders.number, team.orderNumber)).limit(1)
    const line = bulkLineOf(order?.lineItems, kind)
    if (!line) throw new NotOpen()
    return payloadEntryStore(payload)
      .writes(tx)
      .insertEntry({
        eventId: Number(team.eventId),
        variantId: line.variantId,
        teamId: Number(team.id),
        entryPath: 'join-team',
        entryType: kind,
        firstName: claimant.firstName,
        lastName: claimant.lastName,
        email: claimant.email,
        emailKey: claimant.email.trim().toLowerCase(),
        distanceLabel: team.distanceLabel,
        distanceKm: Number(team.distanceKm),
        timezone: team.timezone,
        groupLabel: team.groupLabel ?? null,
        startDate: team.startDate ?? null,
        startTime: team.startTime ?? null,
        noMedal: false,
        orderNumber: team.orderNumber,
        orderLineId: line.id,
        customerId: nullableNumber(team.captainCustomerId),
        entrantCustomerId: claimant.customerId,
        locale: claimant.locale,
      })
  }

  return {
    async offers(teamId) {
      const rows = await drizzle
        .select(offerColumns)
        .from(places)
        .where(and(eq(places.team, teamId), eq(places.state, 'held')))
        .orderBy(places.createdAt, places.id)
      return rows.map(toOffer)
    },

    async claimedCount(teamId) {
      const [row] = await drizzle
        .select({ n: count() })
        .from(places)
        .where(and(eq(places.team, teamId), eq(places.state, 'claimed')))
      return Number(row?.n ?? 0)
    },

    async entered(eventId, emailKey) {
      const [row] = await drizzle
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.event, eventId), eq(entries.emailKey, emailKey)))
        .limit(1)
      return !!row
    },

    async hold(offer) {
      try {
        return await drizzle.transaction(async (tx) => {
          const team = await lockTeam(tx, offer.teamId)
          if (!team || bought(team, offer.kind) - (await heldCount(tx, offer.teamId, offer.kind)) < 1) return 'none-free' as const
          const now = new Date().toISOString()
          const inserted = await tx
            .insert(places)
            .values({
              team: offer.teamId,
              kind: offer.kind,
              state: 'held',
              email: offer.email,
              firstName: offer.firstName,
              lastName: offer.lastName,
              locale: offer.locale,
              openKey: `${offer.teamId}:${offer.emailKey}`,
              tokenHash: offer.tokenHash,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: places.id })
          const { id } = returnedRow(inserted, 'insert team place')
          await recordAudit(tx, tables, { action: 'team.place-held', actor: { kind: 'captain', label: offer.by }, teamId: offer.teamId, detail: { kind: offer.kind, for: offer.email } })
          return { id: Number(id) }
        })
      } catch (error) {
        if (isUniqueViolation(error)) return 'offered'
        throw error
      }
    },

    release: (teamId, placeId, by) =>
      drizzle.transaction(async (tx) => {
        const now = new Date().toISOString()
        const [released] = await tx
          .update(places)
          .set({ state: 'released', openKey: null, settledAt: now, updatedAt: now })
          .where(and(eq(places.id, placeId), eq(places.team, teamId), eq(places.state, 'held')))
          .returning({ email: places.email, kind: places.kind })
        if (!released) return false
        await recordAudit(tx, tables, { action: 'team.place-released', actor: { kind: 'captain', label: by }, teamId, detail: { kind: released.kind, for: released.email } })
        return true
      }),

    async offerOfToken(tokenHash) {
      const [row] = await drizzle
        .select(offerColumns)
        .from(places)
        .where(and(eq(places.tokenHash, tokenHash), eq(places.state, 'held')))
        .limit(1)
      if (!row) return null
      const team = await joinable.byId(Number(row.teamId))
      return team ? { offer: toOffer(row), team } : null
    },

    async claim(claim, claimant): Promise<PlaceClaimResult> {
      const now = new Date().toISOString()
      try {
        return await drizzle.transaction(async (tx) => {
          let placeId: number
          let teamId: number
          let kind: PlaceKind
          if (claim.by === 'token') {
            // The team first, as every write that counts its places locks it (one lock order: no deadlock with a hold).
            const [held] = await tx.select({ teamId: places.team }).from(places).where(eq(places.tokenHash, claim.tokenHash)).limit(1)
            if (!held || !(await lockTeam(tx, Number(held.teamId)))) throw new NotOpen()
            // The compare-and-set only one claim wins: the place stays held until this commits.
            const [settled] = await tx
              .update(places)
              .set({ state: 'claimed', openKey: null, claimedByCustomerId: claimant.customerId, waiverAcceptedAt: now, settledAt: now, updatedAt: now })
              .where(and(eq(places.tokenHash, claim.tokenHash), eq(places.state, 'held')))
              .returning({ id: places.id, teamId: places.team, kind: places.kind })
            if (!settled) throw new NotOpen()
            placeId = Number(settled.id)
            teamId = Number(settled.teamId)
            kind = settled.kind === 'child' ? 'child' : 'adult'
          } else {
            teamId = claim.teamId
            kind = claim.kind
            placeId = 0
          }
          const team = await lockTeam(tx, teamId)
          if (!team) throw new NotOpen()
          // A free place is one neither taken nor held for someone else (the held one just claimed is no longer held).
          if (claim.by === 'free' && bought(team, kind) - (await heldCount(tx, teamId, kind)) < 1) throw new NotOpen()
          const column = kind === 'adult' ? teams.adultEntries : teams.childEntries
          const [taken] = await tx
            .update(teams)
            .set({ [kind === 'adult' ? 'adultEntries' : 'childEntries']: sql`${column} - 1`, updatedAt: now })
            .where(and(eq(teams.id, teamId), gt(column, 0)))
            .returning({ id: teams.id })
          if (!taken) throw new NotOpen()
          const entryId = await insertEntry(tx, team, kind, claimant)
          if (claim.by === 'free') {
            const inserted = await tx
              .insert(places)
              .values({
                team: teamId,
                kind,
                state: 'claimed',
                email: claimant.email,
                firstName: claimant.firstName,
                lastName: claimant.lastName,
                locale: claimant.locale,
                entry: entryId,
                claimedByCustomerId: claimant.customerId,
                waiverAcceptedAt: now,
                settledAt: now,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: places.id })
            placeId = Number(returnedRow(inserted, 'insert team place').id)
          } else {
            await tx.update(places).set({ entry: entryId }).where(eq(places.id, placeId))
          }
          await recordAudit(tx, tables, { action: 'team.place-claimed', actor: { kind: 'customer', label: claimant.email }, teamId, entryId, detail: { kind, via: claim.by } })
          return { outcome: 'claimed', entryId, placeId } as const
        })
      } catch (error) {
        if (error instanceof NotOpen) return { outcome: 'not-open' }
        if (error instanceof UniqueTaken || isUniqueViolation(error)) return { outcome: 'already-entered' }
        throw error
      }
    },

    async placeOfEntry(entryId) {
      const [row] = await drizzle
        .select({ kind: places.kind })
        .from(places)
        .where(and(eq(places.entry, entryId), eq(places.state, 'claimed')))
        .limit(1)
      return row ? (row.kind === 'child' ? 'child' : 'adult') : null
    },

    removeMember: (teamId, entryId, freePlace, by) =>
      drizzle.transaction(async (tx) => {
        const left = await cancelEntries(tx, tables, and(eq(entries.id, entryId), eq(entries.team, teamId), isNull(entries.cancelledAt)), {
          actor: { kind: 'captain', label: by },
          reason: 'removed by the captain',
          teamLine: { placeFreed: freePlace },
        })
        if (!left.length) return false
        if (freePlace) {
          const column = freePlace === 'adult' ? teams.adultEntries : teams.childEntries
          await tx
            .update(teams)
            .set({ [freePlace === 'adult' ? 'adultEntries' : 'childEntries']: sql`coalesce(${column}, 0) + 1`, updatedAt: new Date().toISOString() })
            .where(eq(teams.id, teamId))
          await tx
            .update(places)
            .set({ state: 'released', updatedAt: new Date().toISOString() })
            .where(and(eq(places.entry, entryId), eq(places.state, 'claimed')))
        }
        return true
      }),
  }
}
