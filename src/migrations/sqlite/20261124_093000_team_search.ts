import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Team search at scale (decision 0015): a trigram full-text index of the teams' names, kept in step
 * with the table by triggers, so "contains" searches need not read every team of an event.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`teams_name_search\` USING fts5(\`name_key\`, content='teams', content_rowid='id', tokenize='trigram');`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`teams_name_search_insert\` AFTER INSERT ON \`teams\` BEGIN
    INSERT INTO \`teams_name_search\`(rowid, \`name_key\`) VALUES (new.\`id\`, new.\`name_key\`);
  END;`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`teams_name_search_delete\` AFTER DELETE ON \`teams\` BEGIN
    INSERT INTO \`teams_name_search\`(\`teams_name_search\`, rowid, \`name_key\`) VALUES ('delete', old.\`id\`, old.\`name_key\`);
  END;`)
  await db.run(sql`CREATE TRIGGER IF NOT EXISTS \`teams_name_search_update\` AFTER UPDATE OF \`name_key\` ON \`teams\` BEGIN
    INSERT INTO \`teams_name_search\`(\`teams_name_search\`, rowid, \`name_key\`) VALUES ('delete', old.\`id\`, old.\`name_key\`);
    INSERT INTO \`teams_name_search\`(rowid, \`name_key\`) VALUES (new.\`id\`, new.\`name_key\`);
  END;`)
  await db.run(sql`INSERT INTO \`teams_name_search\`(\`teams_name_search\`) VALUES ('rebuild');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`teams_name_search_update\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`teams_name_search_delete\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`teams_name_search_insert\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`teams_name_search\`;`)
}
