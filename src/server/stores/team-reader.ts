import 'server-only'
import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../../db/drizzle-tables'
import { DEFAULT_CHANGES_CLOSE_DAYS } from '../../entries/booking/changes-window'
import type { JoinableTeam } from '../../entries/booking/team-invite'
import type { PlaceKind } from '../../entries/booking/team-places'
import { fallbacks, type Locale } from '../../i18n/locales'

/** A team as its places, code and password read it: its event's rules and title in `locale`, its free places and its size. */
export function joinableTeams(payload: Payload, locale: Locale) {
  const { drizzle, tables } = drizzleOf(payload)
  const { teams, events, entries } = tables
  const places = tables.team_places
  const titles = tables.events_locales
  const fallback = fallbacks[locale] ?? 'en'
  const title = sql<
    string | null
  >`(select ${titles.title} from ${titles} where ${titles._parentID} = ${events.id} and cast(${titles._locale} as text) in (${locale}, ${fallback}, 'en') order by case cast(${titles._locale} as text) when ${locale} then 0 when ${fallback} then 1 else 2 end limit 1)`

  const teamColumns = {
    id: teams.id,
    eventId: teams.event,
    name: teams.name,
    code: teams.joinCode,
    passwordHash: teams.joinPasswordHash,
    adultEntries: teams.adultEntries,
    childEntries: teams.childEntries,
    eventSlug: events.slug,
    eventStartDate: events.eventStartDate,
    eventEndDate: events.eventEndDate,
    changesCloseDays: events.changesCloseDays,
    transfersAllowed: events.transfersAllowed,
    maxTeamSize: events.maxTeamSize,
    title,
  }
  const readTeam = (where: SQL) => drizzle.select(teamColumns).from(teams).innerJoin(events, eq(events.id, teams.event)).where(where).limit(1)
  type TeamRow = Awaited<ReturnType<typeof readTeam>>[number]

  async function toJoinable(row: TeamRow): Promise<JoinableTeam> {
    const teamId = Number(row.id)
    const [held, members] = await Promise.all([
      drizzle
        .select({ kind: places.kind, n: count() })
        .from(places)
        .where(and(eq(places.team, teamId), eq(places.state, 'held')))
        .groupBy(places.kind),
      drizzle.select({ n: count() }).from(entries).where(eq(entries.team, teamId)),
    ])
    const heldOf = (kind: PlaceKind) => Number(held.find((h) => h.kind === kind)?.n ?? 0)
    const adult = Number(row.adultEntries ?? 0)
    const child = Number(row.childEntries ?? 0)
    return {
      id: teamId,
      eventId: Number(row.eventId),
      eventTitle: row.title ?? '',
      eventSlug: row.eventSlug ?? '',
      name: row.name,
      code: row.code ?? '',
      passwordHash: row.passwordHash ?? null,
      rules: {
        lastDay: row.eventEndDate ?? row.eventStartDate ?? new Date(0),
        changesCloseDays: row.changesCloseDays === null || row.changesCloseDays === undefined ? DEFAULT_CHANGES_CLOSE_DAYS : Number(row.changesCloseDays),
        transfersAllowed: row.transfersAllowed !== false,
      },
      free: { adult: Math.max(0, adult - heldOf('adult')), child: Math.max(0, child - heldOf('child')) },
      members: Number(members[0]?.n ?? 0) + adult + child,
      maxTeamSize: Number(row.maxTeamSize ?? 0),
    }
  }

  const one = async (where: SQL) => {
    const [row] = await readTeam(where)
    return row ? toJoinable(row) : null
  }
  return { byId: (teamId: number) => one(eq(teams.id, teamId)), byCode: (code: string) => one(eq(teams.joinCode, code)) }
}
