import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`entries\` ADD \`entrant_customer_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`entries_entrant_customer_id_idx\` ON \`entries\` (\`entrant_customer_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`email_change_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`email_change_token_hash\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`entries_entrant_customer_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`entries\` DROP COLUMN \`entrant_customer_id\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`email_change_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`email_change_token_hash\`;`)
}
