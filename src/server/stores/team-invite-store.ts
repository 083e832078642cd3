import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../../db/drizzle-tables'
import { isUniqueViolation } from '../../db/unique-violation'
import type { TeamInviteStore } from '../../entries/booking/team-invite'
import type { Locale } from '../../i18n/locales'
import { recordAudit } from './audit-store'
import { joinableTeams } from './team-reader'

/** Team codes and passwords in Payload's tables (docs/decisions/0057): a code is made once, the unique index deciding. */
export function payloadTeamInviteStore(payload: Payload, locale: Locale = 'en'): TeamInviteStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { teams } = tables
  const joinable = joinableTeams(payload, locale)
  return {
    teamByCode: (code) => joinable.byCode(code),
    teamById: (teamId) => joinable.byId(teamId),

    async codeOf(teamId, make) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await drizzle.select({ code: teams.joinCode }).from(teams).where(eq(teams.id, teamId)).limit(1)
        if (!row) throw new Error(`Team ${teamId} is gone`)
        if (row.code) return row.code
        try {
          // Only a team without a code gets one: two first visits at once keep the first.
          await drizzle
            .update(teams)
            .set({ joinCode: make() })
            .where(and(eq(teams.id, teamId), sql`${teams.joinCode} is null`))
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
        }
      }
      throw new Error(`No free team code for team ${teamId}`)
    },

    setPassword: (teamId, passwordHash, by) =>
      drizzle.transaction(async (tx) => {
        await tx.update(teams).set({ joinPasswordHash: passwordHash, updatedAt: new Date().toISOString() }).where(eq(teams.id, teamId))
        await recordAudit(tx, tables, { action: passwordHash ? 'team.password-set' : 'team.password-cleared', actor: { kind: 'captain', label: by }, teamId })
      }),
  }
}
