import type { Migration, Payload } from 'payload'
import { usesPostgres } from '../lib/env'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

/** Applies the checked-in migrations of the configured engine; already-applied ones are skipped. */
export async function runMigrations(payload: Payload): Promise<void> {
  const migrations = (usesPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}
