import 'server-only'
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { prepared } from '../../db/prepared'
import { drizzleOf, nullableNumber, type Runner, type Tables, type Tx } from '../../db/drizzle-tables'
import { fallbacks, type Locale } from '../../i18n/locales'
import type { ActivityType } from '../../races/activity-types'
import type { Race, Run } from '../../races/race'
import { MEDAL_STATUSES } from '../../races/medals'
import { withdrawsMedal } from '../../races/run-edits'
import { type EntryClock, raceRulesOf } from '../../races/window'
import type { RaceStore, RaceWrites } from '../../races/store'
import { enqueue, type TaskKind } from '../../jobs/queue'
import { payloadBoardStore } from './board-store'
import { payloadJobStore } from './job-store'
import { payloadMedalStore, toShipment } from './medal-store'

type EntryRow = Tables['entries']['$inferSelect']

/** Shipments a finish taken back withdraws: neither packed nor shipped. */
const WITHDRAWABLE = MEDAL_STATUSES.filter((status) => withdrawsMedal(status, false))
type RunRow = Tables['activities']['$inferSelect']

const clockOf = (entry: Pick<EntryRow, 'timezone' | 'startDate' | 'startTime'>): EntryClock => ({ timezone: entry.timezone, startDate: entry.startDate ?? null, startTime: entry.startTime ?? null })
const date = (value: string | null | undefined) => (value ? new Date(value) : null)
const iso = (value: Date) => value.toISOString()
const num = (value: unknown) => Number(value ?? 0)

export const toRun = (row: RunRow): Run => ({
  id: Number(row.id),
  entryId: Number(row.entry),
  startedAt: new Date(row.startedAt),
  distanceMeters: num(row.distanceMeters),
  durationSeconds: num(row.durationSeconds),
  elapsedSeconds: nullableNumber(row.elapsedSeconds) ?? num(row.durationSeconds),
  source: row.source,
  status: row.status,
  reason: row.reason ?? null,
  reviewNote: row.reviewNote ?? null,
  activityTypeId: nullableNumber(row.activityType),
  sport: row.sport ?? null,
})

/**
 * Races in Payload's tables (entries, events, teams, activities); typed by the generated schema.
 * `tasks` are the jobs a transaction may queue (the finisher's mail…).
 */
export function payloadRaceStore(payload: Payload, tasks: readonly TaskKind[] = []): RaceStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events, teams, activities } = tables
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
    ofCustomer: () => eq(entries.entrantCustomerId, sql.placeholder('customerId')),
    oneOfCustomer: () => and(eq(entries.id, sql.placeholder('entryId')), eq(entries.entrantCustomerId, sql.placeholder('customerId')))!,
    one: () => eq(entries.id, sql.placeholder('entryId')),
    ofTeam: () => eq(entries.team, sql.placeholder('teamId')),
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

  const runsOfEntry = prepared(payload, 'race_runs_of_entrant', () =>
    drizzle
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.entry, sql.placeholder('entryId')),
          inArray(
            activities.entry,
            drizzle
              .select({ id: entries.id })
              .from(entries)
              .where(and(eq(entries.id, sql.placeholder('entryId')), eq(entries.entrantCustomerId, sql.placeholder('customerId')))),
          ),
        ),
      )
      .orderBy(desc(activities.startedAt), asc(activities.id))
      .limit(500),
  )

  const countedOf = (run: Runner, where: ReturnType<typeof and>) =>
    run
      .select({ startedAt: activities.startedAt, distanceMeters: activities.distanceMeters, durationSeconds: activities.durationSeconds })
      .from(activities)
      .where(and(where, eq(activities.status, 'counted')))
      .then((rows) => rows.map((r) => ({ startedAt: new Date(r.startedAt), distanceMeters: num(r.distanceMeters), durationSeconds: num(r.durationSeconds) })))

  function writes(tx: Tx): RaceWrites {
    const now = () => iso(new Date())
    return {
      async lockEntry(entryId) {
        await tx
          .update(entries)
          .set({ countedRuns: sql`${entries.countedRuns}` })
          .where(eq(entries.id, entryId))
      },
      async runsBetween(entryId, from, to) {
        const rows = await tx
          .select({
            id: activities.id,
            startedAt: activities.startedAt,
            distanceMeters: activities.distanceMeters,
            durationSeconds: activities.durationSeconds,
            elapsedSeconds: activities.elapsedSeconds,
          })
          .from(activities)
          .where(and(eq(activities.entry, entryId), inArray(activities.status, ['counted', 'held']), sql`${activities.startedAt} >= ${iso(from)}`, sql`${activities.startedAt} < ${iso(to)}`))
        return rows.map((r) => ({
          id: Number(r.id),
          startedAt: new Date(r.startedAt),
          distanceMeters: num(r.distanceMeters),
          durationSeconds: num(r.durationSeconds),
          elapsedSeconds: nullableNumber(r.elapsedSeconds) ?? num(r.durationSeconds),
        }))
      },
      async insertRun(run) {
        const values = {
          entry: run.entryId,
          event: run.eventId,
          startedAt: iso(run.startedAt),
          distanceMeters: run.distanceMeters,
          durationSeconds: run.durationSeconds,
          elapsedSeconds: run.elapsedSeconds,
          source: run.source,
          status: run.status,
          reason: run.reason,
          externalId: run.externalId,
          fileHash: run.fileHash,
          format: run.format,
          device: run.device,
          activityType: run.activityTypeId,
          sport: run.sport,
          createdAt: now(),
          updatedAt: now(),
        }
        // The unique indexes decide (also between two logs of one run racing); which key an earlier
        // run holds is read afterwards, so the answer can say it.
        const inserted = await tx.insert(activities).values(values).onConflictDoNothing().returning({ id: activities.id })
        if (inserted[0]) return { id: Number(inserted[0].id) }
        const mine = (column: SQL) =>
          tx
            .select({ id: activities.id })
            .from(activities)
            .where(and(eq(activities.entry, run.entryId), column))
            .limit(1)
        if (run.externalId && (await mine(eq(activities.externalId, run.externalId))).length) return { taken: 'externalId' }
        if (run.fileHash && (await mine(eq(activities.fileHash, run.fileHash))).length) return { taken: 'file' }
        return { taken: 'start' }
      },
      async runOfEntry(entryId, runId) {
        const [row] = await tx
          .select()
          .from(activities)
          .where(and(eq(activities.id, runId), eq(activities.entry, entryId)))
          .limit(1)
        return row ? toRun(row) : null
      },
      async updateRun(entryId, runId, run) {
        // The entry is held (lockEntry), so no other start can slip in between this read and the write.
        const [taken] = await tx
          .select({ id: activities.id })
          .from(activities)
          .where(and(eq(activities.entry, entryId), eq(activities.startedAt, iso(run.startedAt)), sql`${activities.id} <> ${runId}`))
          .limit(1)
        if (taken) return 'start-taken'
        const rows = await tx
          .update(activities)
          .set({
            startedAt: iso(run.startedAt),
            distanceMeters: run.distanceMeters,
            durationSeconds: run.durationSeconds,
            elapsedSeconds: run.elapsedSeconds,
            status: run.status,
            reason: run.reason,
            activityType: run.activityTypeId,
            updatedAt: now(),
          })
          .where(and(eq(activities.id, runId), eq(activities.entry, entryId)))
          .returning({ id: activities.id })
        return rows.length === 1 ? 'updated' : 'gone'
      },
      async deleteRun(runId) {
        const rows = await tx.delete(activities).where(eq(activities.id, runId)).returning({ id: activities.id })
        return rows.length === 1
      },
      async setRunStatus(runId, from, to, reason, note) {
        const rows = await tx
          .update(activities)
          .set({ status: to, reason, reviewNote: note, updatedAt: now() })
          .where(and(eq(activities.id, runId), eq(activities.status, from)))
          .returning({ id: activities.id })
        return rows.length === 1
      },
      async addToTotals(entryId, teamId, delta) {
        const [entry] = await tx
          .update(entries)
          .set({
            countedMeters: sql`coalesce(${entries.countedMeters}, 0) + ${delta.meters}`,
            countedSeconds: sql`coalesce(${entries.countedSeconds}, 0) + ${delta.seconds}`,
            countedRuns: sql`coalesce(${entries.countedRuns}, 0) + ${delta.runs}`,
          })
          .where(eq(entries.id, entryId))
          .returning({ meters: entries.countedMeters, finishedAt: entries.finishedAt })
        let teamMeters: number | null = null
        let teamFinished = false
        if (teamId !== null) {
          const [team] = await tx
            .update(teams)
            .set({ countedMeters: sql`coalesce(${teams.countedMeters}, 0) + ${delta.meters}` })
            .where(eq(teams.id, teamId))
            .returning({ meters: teams.countedMeters, finishedAt: teams.finishedAt })
          teamMeters = team ? num(team.meters) : null
          teamFinished = !!team?.finishedAt
        }
        return { entryMeters: num(entry?.meters), entryFinished: !!entry?.finishedAt, teamMeters, teamFinished }
      },
      countedRuns: (entryId) => countedOf(tx, eq(activities.entry, entryId)),
      async countedRunsOfTeam(teamId) {
        const members = tx.select({ id: entries.id }).from(entries).where(eq(entries.team, teamId))
        return countedOf(tx, inArray(activities.entry, members))
      },
      async markFinished(entryId, line) {
        const rows = await tx
          .update(entries)
          .set({ finishedAt: iso(line.finishedAt), finishSeconds: line.movingSeconds, updatedAt: now() })
          .where(and(eq(entries.id, entryId), isNull(entries.finishedAt)))
          .returning({ id: entries.id })
        return rows.length === 1
      },
      async markTeamFinished(teamId, at) {
        const rows = await tx
          .update(teams)
          .set({ finishedAt: iso(at), updatedAt: now() })
          .where(and(eq(teams.id, teamId), isNull(teams.finishedAt)))
          .returning({ id: teams.id })
        return rows.length === 1
      },
      async markUnfinished(entryId) {
        const rows = await tx
          .update(entries)
          .set({ finishedAt: null, finishSeconds: null, certificatePdf: null, updatedAt: now() })
          .where(and(eq(entries.id, entryId), isNotNull(entries.finishedAt)))
          .returning({ id: entries.id })
        return rows.length === 1
      },
      async markTeamUnfinished(teamId) {
        const rows = await tx
          .update(teams)
          .set({ finishedAt: null, certificatePdf: null, updatedAt: now() })
          .where(and(eq(teams.id, teamId), isNotNull(teams.finishedAt)))
          .returning({ id: teams.id })
        return rows.length === 1
      },
      async withdrawMedalShipment(entryId) {
        await tx.delete(shipments).where(and(eq(shipments.entry, entryId), inArray(shipments.status, WITHDRAWABLE)))
      },
      async forgetJob(key) {
        await tx.delete(tables.jobs).where(eq(tables.jobs.key, key))
      },
      async openMedalShipment(entryId, eventId, recipient) {
        await tx.insert(shipments).values({ entry: entryId, event: eventId, recipient, status: 'awaiting-address', createdAt: now(), updatedAt: now() }).onConflictDoNothing()
      },
      async rememberLanguage(entryId, locale) {
        await tx.update(entries).set({ locale }).where(eq(entries.id, entryId))
      },
      async enqueue(task, input, key) {
        await enqueue(payloadJobStore(payload, tx), tasks, { task, input, key })
      },
    }
  }

  const typesOfEntry = prepared(payload, 'race_activity_types', () => {
    const { events_rels: rels, activity_types: types, activity_types_locales: names, activity_types_sports: sports } = tables
    const asked = alias(names, 'name_asked')
    const fallback = alias(names, 'name_fallback')
    const english = alias(names, 'name_en')
    return drizzle
      .select({ id: types.id, key: types.key, name: sql<string>`coalesce(${asked.name}, ${fallback.name}, ${english.name}, ${types.key})`, sport: sports.value })
      .from(rels)
      .innerJoin(types, eq(types.id, rels['activity-typesID']))
      .leftJoin(asked, and(eq(asked._parentID, types.id), eq(asked._locale, sql.placeholder('locale'))))
      .leftJoin(fallback, and(eq(fallback._parentID, types.id), eq(fallback._locale, sql.placeholder('fallback'))))
      .leftJoin(english, and(eq(english._parentID, types.id), eq(english._locale, 'en')))
      .leftJoin(sports, eq(sports.parent, types.id))
      .innerJoin(entries, eq(entries.event, rels.parent))
      .where(and(eq(entries.id, sql.placeholder('entryId')), eq(rels.path, 'activityTypes')))
      .orderBy(asc(rels.order), asc(sports.order))
  })

  const oneRun = async (where: ReturnType<typeof and>) => {
    const [row] = await drizzle.select().from(activities).where(where).limit(1)
    return row ? toRun(row) : null
  }

  return {
    racesOf: (customerId, locale) => races('ofCustomer', { customerId }, locale),
    raceOf: async (customerId, entryId, locale) => (await races('oneOfCustomer', { customerId, entryId }, locale))[0] ?? null,
    async activityTypesOf(entryId, locale) {
      const types = new Map<number, ActivityType>()
      // Named as Payload would: the asked language, its fallback (es-mx → es), then English.
      for (const row of await typesOfEntry({ entryId, locale, fallback: fallbacks[locale] ?? 'en' })) {
        const id = Number(row.id)
        const type = types.get(id) ?? { id, key: row.key, name: row.name, sports: [] }
        if (row.sport) type.sports.push(row.sport)
        types.set(id, type)
      }
      return [...types.values()]
    },
    raceOfEntry: async (entryId, locale) => (await races('one', { entryId }, locale ?? null))[0] ?? null,
    runsOf: async (customerId, entryId) => (await runsOfEntry({ customerId, entryId })).map(toRun),
    runByExternalId: (entryId, externalId) => oneRun(and(eq(activities.entry, entryId), eq(activities.externalId, externalId))),
    run: (runId) => oneRun(eq(activities.id, runId)),
    async unsettled(afterId, limit) {
      const rows = await drizzle
        .select({
          id: entries.id,
          timezone: entries.timezone,
          startDate: entries.startDate,
          startTime: entries.startTime,
          eventType: events.eventType,
          eventStartDate: events.eventStartDate,
          eventEndDate: events.eventEndDate,
          graceHours: events.graceHours,
          timeboxHours: events.timeboxHours,
        })
        .from(entries)
        .innerJoin(events, eq(entries.event, events.id))
        .where(and(isNull(entries.finishedAt), isNull(entries.closedAt), sql`${entries.id} > ${afterId}`))
        .orderBy(asc(entries.id))
        .limit(limit)
      return rows.map((row) => ({ entryId: Number(row.id), rules: raceRulesOf(row), clock: clockOf(row) }))
    },
    async markClosed(entryId, at) {
      const rows = await drizzle
        .update(entries)
        .set({ closedAt: iso(at), updatedAt: iso(at) })
        .where(and(eq(entries.id, entryId), isNull(entries.finishedAt), isNull(entries.closedAt)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
    teamRaces: (teamId) => races('ofTeam', { teamId }, null),
    async certificate(entryId) {
      const [row] = await drizzle.select({ pdf: entries.certificatePdf }).from(entries).where(eq(entries.id, entryId))
      return row?.pdf ? new Uint8Array(Buffer.from(row.pdf, 'base64')) : null
    },
    async saveCertificate(entryId, pdf, finishedAt) {
      const saved = await drizzle
        .update(entries)
        .set({ certificatePdf: Buffer.from(pdf).toString('base64') })
        .where(and(eq(entries.id, entryId), eq(entries.finishedAt, iso(finishedAt))))
        .returning({ id: entries.id })
      return saved.length > 0
    },
    async teamCertificate(teamId) {
      const [row] = await drizzle.select({ pdf: teams.certificatePdf }).from(teams).where(eq(teams.id, teamId))
      return row?.pdf ? new Uint8Array(Buffer.from(row.pdf, 'base64')) : null
    },
    async saveTeamCertificate(teamId, pdf, finishedAt) {
      const saved = await drizzle
        .update(teams)
        .set({ certificatePdf: Buffer.from(pdf).toString('base64') })
        .where(and(eq(teams.id, teamId), eq(teams.finishedAt, iso(finishedAt))))
        .returning({ id: teams.id })
      return saved.length > 0
    },
    transaction: (work) => drizzle.transaction((tx) => work(writes(tx))),
    ...payloadMedalStore(payload),
    ...payloadBoardStore(payload),
  }
}
