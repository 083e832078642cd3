import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`refund_full_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`refund_partial_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`refund_partial_percent\` numeric DEFAULT 50;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_refund_full_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_refund_partial_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_refund_partial_percent\` numeric DEFAULT 50;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`refund_full_days\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`refund_partial_days\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`refund_partial_percent\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_refund_full_days\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_refund_partial_days\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_refund_partial_percent\`;`)
}
