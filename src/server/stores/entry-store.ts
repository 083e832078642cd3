import 'server-only'
import { and, asc, count, eq, inArray, isNull, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, type Runner, type Tx } from '../../db/drizzle-tables'
import type { Locale } from '../../i18n/locales'
import { returnedRow } from '../../db/returned-row'
import { isUniqueViolation } from '../../db/unique-violation'
import { usesPostgres } from '../../lib/env'
import { type EntryStore, type EntryWrites, type TeamForJoin, UniqueTaken } from '../../entries/orders'
import { newJoinCode } from '../../entries/booking/team-invite'
import { type EntryEvent, normaliseEmail, type TeamListing, teamNameKey, teamSettings } from '../../entries/model'

type TeamPlaces = { id: number; adultEntries: number | null; childEntries: number | null }
const places = (row: TeamPlaces) => Number(row.adultEntries ?? 0) + Number(row.childEntries ?? 0)

/**
 * Name matching that the indexes of each engine serve (migrations *_team_search): SQLite's GLOB
 * on the (event, name) index and an FTS5 trigram table; PostgreSQL's LIKE on a pattern-ordered
 * index and a pg_trgm index.
 */
const globLiteral = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`)
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const patterns = usesPostgres()
  ? {
      startsWith: (column: SQLWrapper, key: string) => sql`${column} LIKE ${`${likeLiteral(key)}%`}`,
      contains: (_id: SQLWrapper, column: SQLWrapper, key: string) => sql`${column} LIKE ${`%${likeLiteral(key)}%`}`,
    }
  : {
      startsWith: (column: SQLWrapper, key: string) => sql`${column} GLOB ${`${globLiteral(key)}*`}`,
      contains: (id: SQLWrapper, _column: SQLWrapper, key: string) => sql`${id} IN (SELECT rowid FROM teams_name_search WHERE name_key GLOB ${`*${globLiteral(key)}*`})`,
    }

/** Entries and teams in Payload's tables: one statement each on the hot paths, on SQLite and PostgreSQL. */
export function payloadEntryStore(payload: Payload): EntryStore & {
  searchTeams(event: TeamEvent, query: string, limit: number): Promise<TeamListing[]>
  /** Teams by id: their name and event (the teams an update-cart's lines join). */
  teamsById(ids: number[]): Promise<Map<number, { name: string; eventId: number }>>
  /** One team of the event, as the search lists it (a joiner's team read again after a reload). */
  teamListing(event: TeamEvent, teamId: number): Promise<TeamListing | null>
} {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, teams, customers } = tables
  const emblems = tables.team_emblems
  const listingColumns = {
    id: teams.id,
    name: teams.name,
    nameKey: teams.nameKey,
    emblem: teams.emblem,
    emblemFile: emblems.filename,
    distance: teams.distanceLabel,
    distanceKm: teams.distanceKm,
    timezone: teams.timezone,
    startDate: teams.startDate,
    startTime: teams.startTime,
    adultEntries: teams.adultEntries,
    childEntries: teams.childEntries,
  }
  type ListingRow = TeamPlaces & {
    name: string
    emblem: string | null
    emblemFile: string | null
    distance: string
    distanceKm: number
    timezone: string
    startDate?: string | null
    startTime?: string | null
  }

  const named = (db: Runner, teamIds: number[]) =>
    teamIds.length ? db.select({ team: entries.team, members: count() }).from(entries).where(inArray(entries.team, teamIds)).groupBy(entries.team) : Promise.resolve([])

  async function withMembers(db: Runner, rows: TeamPlaces[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>(rows.map((r) => [Number(r.id), places(r)]))
    for (const row of await named(db, [...counts.keys()])) counts.set(Number(row.team), (counts.get(Number(row.team)) ?? 0) + Number(row.members))
    return counts
  }

  const writes = (tx: Tx): EntryWrites => {
    const stamps = () => {
      const now = new Date().toISOString()
      return { createdAt: now, updatedAt: now }
    }
    /** A new row's id; a taken unique key (a team name, an entrant's email) is UniqueTaken. */
    const inserted = async (insert: Promise<{ id: number }[]>, write: string) => {
      try {
        return Number(returnedRow(await insert, write).id)
      } catch (error) {
        if (isUniqueViolation(error)) throw new UniqueTaken()
        throw error
      }
    }
    return {
      insertTeam: ({ eventId, emblemImage, ...team }) =>
        inserted(
          tx
            .insert(teams)
            .values({ ...team, event: eventId, emblemImage, joinCode: newJoinCode(), ...stamps() })
            .returning({ id: teams.id }),
          'insert team',
        ),
      insertEntry: ({ eventId, variantId, teamId, ...entry }) =>
        inserted(
          tx
            .insert(entries)
            .values({ ...entry, event: eventId, variant: variantId, team: teamId, ...stamps() })
            .returning({ id: entries.id }),
          'insert entry',
        ),
      async lockTeam(teamId, eventId) {
        // The update holds the team's row until the order's transaction ends: joiners of one team queue here.
        const [row] = await tx
          .update(teams)
          .set({ updatedAt: new Date().toISOString() })
          .where(and(eq(teams.id, teamId), eq(teams.event, eventId)))
          .returning({ id: teams.id, name: teams.name, adultEntries: teams.adultEntries, childEntries: teams.childEntries, joinPasswordHash: teams.joinPasswordHash })
        if (!row) return null
        const members = (await withMembers(tx, [row])).get(Number(row.id)) ?? 0
        return { id: Number(row.id), name: row.name, eventId, members, private: !!row.joinPasswordHash }
      },
      async confirmedCustomer(emailKey) {
        const [row] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.email, emailKey), eq(customers._verified, true)))
          .limit(1)
        return row ? Number(row.id) : null
      },
      async emblemUploader(emblemId) {
        const [row] = await tx.select({ uploadedBy: emblems.uploadedBy }).from(emblems).where(eq(emblems.id, emblemId)).limit(1)
        return row?.uploadedBy == null ? null : Number(row.uploadedBy)
      },
    }
  }

  return {
    async enteredEmails(eventId, emails) {
      if (!emails.length) return []
      const rows = await drizzle
        .select({ email: entries.emailKey })
        .from(entries)
        .where(and(eq(entries.event, eventId), inArray(entries.emailKey, emails)))
      return rows.map((r) => String(r.email))
    },
    async teamNameTaken(eventId, nameKey) {
      const [row] = await drizzle
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.event, eventId), eq(teams.nameKey, nameKey)))
        .limit(1)
      return !!row
    },
    async team(teamId): Promise<TeamForJoin | null> {
      const [row] = await drizzle
        .select({
          id: teams.id,
          name: teams.name,
          event: teams.event,
          adultEntries: teams.adultEntries,
          childEntries: teams.childEntries,
          joinPasswordHash: teams.joinPasswordHash,
        })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1)
      if (!row) return null
      return {
        id: Number(row.id),
        name: row.name,
        eventId: Number(row.event),
        members: (await withMembers(drizzle, [row])).get(Number(row.id)) ?? 0,
        private: !!row.joinPasswordHash,
      }
    },
    // The completion's transaction, opaque to the domain: the order store opened it (src/server/stores/order-store.ts).
    writes: (handle) => writes(handle as Tx),

    /**
     * Spec §7 entries/event-teams: the event's teams whose name starts with the query, then those
     * that contain it (from three characters on), ignoring case and accents. Both read an index
     * (decision 0015), whatever the number of teams.
     */
    async searchTeams(event, query, limit) {
      const key = teamNameKey(query)
      if (!key) return []
      const eventId = event.id
      const find = (where: SQL | undefined, take: number, ordered: boolean) => {
        const query = drizzle
          .select(listingColumns)
          .from(teams)
          .leftJoin(emblems, eq(teams.emblemImage, emblems.id))
          .where(and(eq(teams.event, eventId), isNull(teams.joinPasswordHash), where))
        return (ordered ? query.orderBy(asc(teams.nameKey)) : query).limit(take)
      }
      const starts = await find(patterns.startsWith(teams.nameKey, key), limit, true)
      const contains =
        key.length >= 3 && starts.length < limit ? await find(and(patterns.contains(teams.id, teams.nameKey, key), not(patterns.startsWith(teams.nameKey, key))), limit - starts.length, false) : []
      return listings(event, [...starts, ...contains.sort((a, b) => String(a.nameKey).localeCompare(String(b.nameKey)))])
    },

    async teamsById(ids) {
      const rows = await drizzle.select({ id: teams.id, name: teams.name, event: teams.event }).from(teams).where(inArray(teams.id, ids))
      return new Map(rows.map((r) => [Number(r.id), { name: r.name, eventId: Number(r.event) }]))
    },

    async teamListing(event, teamId) {
      const rows = await drizzle
        .select(listingColumns)
        .from(teams)
        .leftJoin(emblems, eq(teams.emblemImage, emblems.id))
        .where(and(eq(teams.event, event.id), eq(teams.id, teamId)))
        .limit(1)
      return (await listings(event, rows))[0] ?? null
    },
  }

  async function listings(event: TeamEvent, rows: ListingRow[]): Promise<TeamListing[]> {
    const members = await withMembers(drizzle, rows)
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      emblem: r.emblem ?? null,
      emblemUrl: r.emblemFile ? `/api/team-emblems/file/${encodeURIComponent(r.emblemFile)}` : null,
      distance: r.distance,
      memberCount: members.get(Number(r.id)) ?? 0,
      settings: teamSettings({ distanceKm: Number(r.distanceKm), distanceLabel: r.distance, timezone: r.timezone, startDate: r.startDate ?? null, startTime: r.startTime ?? null }, event),
    }))
  }
}

type TeamEvent = Pick<EntryEvent, 'id' | 'distances'>

export type EntryListing = {
  id: number
  eventId: number
  eventTitle: string
  eventSlug: string
  firstName: string
  lastName: string
  email: string
  distanceLabel: string
  startDate: string | null
  startTime: string | null
  timezone: string
  teamName: string | null
  orderNumber: string
  captain: boolean
  /** Whether the customer runs this entry (and so has its race page), not only paid for it. */
  runner: boolean
}

/**
 * Links the entries made with an email nobody's account had confirmed to the account that just
 * confirmed it (sign-up, a reset link, an email change), through `db` (the database, or an open
 * transaction). Entries linked before stay with theirs.
 */
export async function linkEntrantEntries(payload: Payload, customer: { id: number; email: string }, db?: Runner): Promise<number> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const rows = await (db ?? drizzle)
    .update(entries)
    .set({ entrantCustomerId: customer.id })
    .where(and(eq(entries.emailKey, normaliseEmail(customer.email)), isNull(entries.entrantCustomerId)))
    .returning({ id: entries.id })
  return rows.length
}

/**
 * A customer's entries, newest first: those they paid for signed in, and those whose entrant's
 * email was their confirmed email when the link was made. Never by a bare email match: an address
 * that is someone's only on paper (unconfirmed) sees nothing of it.
 */
export async function entriesOfCustomer(payload: Payload, customer: { id: number }, locale: Locale): Promise<EntryListing[]> {
  const { docs } = await payload.find({
    collection: 'entries',
    where: { or: [{ customerId: { equals: customer.id } }, { entrantCustomerId: { equals: customer.id } }] },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  return docs.map((doc) => {
    const event = typeof doc.event === 'object' ? doc.event : null
    const team = doc.team && typeof doc.team === 'object' ? doc.team : null
    return {
      id: doc.id,
      eventId: event?.id ?? Number(doc.event),
      eventTitle: event?.title ?? '',
      eventSlug: event?.slug ?? '',
      firstName: doc.firstName,
      lastName: doc.lastName,
      email: doc.email,
      distanceLabel: doc.distanceLabel,
      startDate: doc.startDate ?? null,
      startTime: doc.startTime ?? null,
      timezone: doc.timezone,
      teamName: team?.name ?? null,
      orderNumber: doc.orderNumber,
      // Whether this entry's runner captains the team: a captain buys their members' entries too.
      captain: !!team && normaliseEmail(doc.email) === normaliseEmail(team.captainEmail),
      runner: doc.entrantCustomerId === customer.id,
    }
  })
}
