import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`access_key\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`order_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`access_key\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`order_key\`;`)
}
