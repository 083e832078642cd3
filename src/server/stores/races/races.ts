import 'server-only'
import { and, desc, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { prepared } from '../../../db/prepared'
import { drizzleOf, nullableNumber } from '../../../db/drizzle-tables'
import { fallbacks, type Locale } from '../../../i18n/locales'
import type { Race } from '../../../races/race'
import type { RunStore } from '../../../races/store'
import { raceRulesOf } from '../../../races/window'
import { toShipment } from '../medal-store'
import { clockOf, date, num } from './rows'

/** Races as a runner, an editor or a job reads them: each entry with its event, title, team and medal. */
export function payloadRaces(payload: Payload): Pick<RunStore, 'racesOf' | 'raceOf' | 'raceOfEntry' | 'teamRaces'> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events, teams } = tables
  const shipments = tables.medal_shipments
  const titles = tables.events_locales
  // What a race reads of its entry and event (a certificate, a few KB, only as whether there is one).
  const entryColumns = {
    id: entries.id,
    entrantCustomerId: entries.entrantCustomerId,
    locale: entries.locale,
    firstName: entries.firstName,
    lastName: entries.lastName,
    email: entries.email,
    timezone: entries.timezone,
    startDate: entries.startDate,
    startTime: entries.startTime,
    distanceKm: entries.distanceKm,
    noMedal: entries.noMedal,
    countedMeters: entries.countedMeters,
    countedSeconds: entries.countedSeconds,
    countedRuns: entries.countedRuns,
    finishedAt: entries.finishedAt,
    finishSeconds: entries.finishSeconds,
    closedAt: entries.closedAt,
    onBoard: entries.onBoard,
    team: entries.team,
  }
  const eventColumns = {
    id: events.id,
    slug: events.slug,
    includesMedal: events.includesMedal,
    medalShipping: events.medalShipping,
    eventType: events.eventType,
    eventStartDate: events.eventStartDate,
    eventEndDate: events.eventEndDate,
    graceHours: events.graceHours,
    timeboxHours: events.timeboxHours,
    dailyDistanceCapKm: events.dailyDistanceCapKm,
    teamTarget: events.teamTarget,
    teamDistanceKm: events.teamDistanceKm,
  }

  /**
   * An event title's language: the one asked for (placeholders `locale` and `fallback`), else the
   * entrant's own (background jobs), then English (Payload's own order). The entrant's compares as
   * text, since on PostgreSQL the two locale columns are enums of different types.
   */
  const titleIn = (column: SQLWrapper, asked: boolean, fallback: boolean): SQL => {
    if (asked) return sql`${column} = ${sql.placeholder(fallback ? 'fallback' : 'locale')}`
    const own = sql`cast(${entries.locale} as text)`
    const language = fallback
      ? sql`case ${own} ${sql.join(
          Object.entries(fallbacks).map(([from, to]) => sql`when ${from} then ${to}`),
          sql` `,
        )} else 'en' end`
      : own
    return sql`cast(${column} as text) = ${language}`
  }

  /**
   * Races in one query: the entry, its event and title, its team with the team's target, and its
   * medal shipment, joined (a race page is one read whatever the number of runs).
   */
  const racesQuery = (where: SQL, asked: boolean) => {
    const own = alias(titles, 'title_own')
    const fallback = alias(titles, 'title_fallback')
    const english = alias(titles, 'title_en')
    return drizzle
      .select({
        entry: entryColumns,
        event: eventColumns,
        hasCertificate: isNotNull(entries.certificatePdf),
        title: sql<string | null>`coalesce(${own.title}, ${fallback.title}, ${english.title})`,
        team: { id: teams.id, name: teams.name, meters: teams.countedMeters, finishedAt: teams.finishedAt, distanceKm: teams.distanceKm, hasCertificate: isNotNull(teams.certificatePdf) },
        membersKm: sql<number | null>`(select coalesce(sum(members.distance_km), 0) from ${entries} as members where members.team_id = ${entries.team})`,
        unit: sql<string | null>`(select cast(runner.distance_unit as text) from ${tables.customers} as runner where runner.id = ${entries.entrantCustomerId})`,
        medal: shipments,
      })
      .from(entries)
      .innerJoin(events, eq(entries.event, events.id))
      .leftJoin(own, and(eq(own._parentID, events.id), titleIn(own._locale, asked, false)))
      .leftJoin(fallback, and(eq(fallback._parentID, events.id), titleIn(fallback._locale, asked, true)))
      .leftJoin(english, and(eq(english._parentID, events.id), eq(english._locale, 'en')))
      .leftJoin(teams, eq(teams.id, entries.team))
      .leftJoin(shipments, eq(shipments.entry, entries.id))
      .where(where)
      .orderBy(desc(entries.createdAt), desc(entries.id))
      .limit(100)
  }

  /** Which entries a race read picks, each one prepared statement (a placeholder per value). */
  const picks = {
    // A cancelled (refunded) entry is nobody's race any more: not listed, not run, not on its team.
    ofCustomer: () => and(eq(entries.entrantCustomerId, sql.placeholder('customerId')), isNull(entries.cancelledAt))!,
    oneOfCustomer: () => and(eq(entries.id, sql.placeholder('entryId')), eq(entries.entrantCustomerId, sql.placeholder('customerId')), isNull(entries.cancelledAt))!,
    one: () => eq(entries.id, sql.placeholder('entryId')),
    ofTeam: () => and(eq(entries.team, sql.placeholder('teamId')), isNull(entries.cancelledAt))!,
  }

  /**
   * Races in one query: the entry, its event and title, its team with the team's target, and its
   * medal shipment, joined (a race page is one read whatever the number of runs). Titled in
   * `locale` when given, else in each entrant's own language.
   */
  async function races(pick: keyof typeof picks, values: Record<string, number>, locale: Locale | null): Promise<Race[]> {
    const read = prepared(payload, `races_${pick}_${locale ? 'asked' : 'own'}`, () => racesQuery(picks[pick](), locale !== null))
    const rows = await read(locale ? { ...values, locale, fallback: fallbacks[locale] ?? 'en' } : values)
    return rows.map(({ entry, event, hasCertificate, title, team, membersKm, unit, medal }) => ({
      entryId: Number(entry.id),
      entrantCustomerId: Number(entry.entrantCustomerId),
      locale: entry.locale,
      runner: { firstName: entry.firstName, lastName: entry.lastName, email: entry.email, unit: unit === 'km' || unit === 'mi' ? unit : null },
      event: {
        id: Number(event.id),
        slug: event.slug ?? '',
        title: title ?? '',
        includesMedal: !!event.includesMedal,
        medalShipping: event.medalShipping === 'before-window' ? 'before-window' : 'on-finish',
      },
      rules: raceRulesOf(event),
      clock: clockOf(entry),
      targetMeters: Math.round(num(entry.distanceKm) * 1000),
      noMedal: !!entry.noMedal,
      totals: { meters: num(entry.countedMeters), seconds: num(entry.countedSeconds), runs: num(entry.countedRuns) },
      finishedAt: date(entry.finishedAt),
      finishSeconds: nullableNumber(entry.finishSeconds),
      closedAt: date(entry.closedAt),
      onBoard: !!entry.onBoard,
      hasCertificate: !!hasCertificate,
      medal: medal ? toShipment(medal) : null,
      team:
        team && entry.team
          ? {
              id: Number(team.id),
              name: team.name,
              // The event's fixed team distance (else the team's own), or the sum of its members' distances.
              targetMeters: Math.round((event.teamTarget === 'fixed' ? (nullableNumber(event.teamDistanceKm) ?? num(team.distanceKm)) : num(membersKm)) * 1000),
              meters: num(team.meters),
              finishedAt: date(team.finishedAt),
              hasCertificate: !!team.hasCertificate,
            }
          : null,
    }))
  }

  return {
    racesOf: (customerId, locale) => races('ofCustomer', { customerId }, locale),
    raceOf: async (customerId, entryId, locale) => (await races('oneOfCustomer', { customerId, entryId }, locale))[0] ?? null,
    raceOfEntry: async (entryId, locale) => (await races('one', { entryId }, locale ?? null))[0] ?? null,
    teamRaces: (teamId) => races('ofTeam', { teamId }, null),
  }
}
