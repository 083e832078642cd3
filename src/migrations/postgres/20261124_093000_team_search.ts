import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Team search at scale (decision 0015): trigram matching for "contains" searches, and a
 * pattern-ordered index for name prefixes, both within one event.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "teams_name_key_trgm_idx" ON "teams" USING gin ("name_key" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "teams_event_name_key_prefix_idx" ON "teams" USING btree ("event_id", "name_key" text_pattern_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "teams_event_name_key_prefix_idx";
  DROP INDEX IF EXISTS "teams_name_key_trgm_idx";`)
}
