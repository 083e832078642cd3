import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`kind\` text DEFAULT 'page' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`pages_kind_idx\` ON \`pages\` (\`kind\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`kind\`;`)
}
