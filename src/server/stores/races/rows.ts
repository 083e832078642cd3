import { nullableNumber, type Tables } from '../../../db/drizzle-tables'
import type { Run } from '../../../races/race'
import type { EntryClock } from '../../../races/window'

type EntryRow = Tables['entries']['$inferSelect']
type RunRow = Tables['activities']['$inferSelect']

export const clockOf = (entry: Pick<EntryRow, 'timezone' | 'startDate' | 'startTime'>): EntryClock => ({
  timezone: entry.timezone,
  startDate: entry.startDate ?? null,
  startTime: entry.startTime ?? null,
})
export const date = (value: string | null | undefined) => (value ? new Date(value) : null)
export const iso = (value: Date) => value.toISOString()
export const num = (value: unknown) => Number(value ?? 0)
export const now = () => iso(new Date())

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
