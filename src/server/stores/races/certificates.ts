import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../../../db/drizzle-tables'
import type { RunStore } from '../../../races/store'
import { iso } from './rows'

/** Finishers' certificates (PDF, base64 in the entry's or team's row), kept only for the finish they were made for. */
export function payloadCertificates(payload: Payload): Pick<RunStore, 'certificate' | 'saveCertificate' | 'teamCertificate' | 'saveTeamCertificate'> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, teams } = tables
  return {
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
  }
}
