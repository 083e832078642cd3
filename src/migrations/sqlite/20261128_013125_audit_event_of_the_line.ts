import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_events\` ADD \`event_id\` integer REFERENCES events(id);`)
  await db.run(sql`CREATE INDEX \`audit_events_event_idx\` ON \`audit_events\` (\`event_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_kind\` text NOT NULL,
  	\`actor\` text,
  	\`order_id\` integer,
  	\`entry_id\` integer,
  	\`team_id\` integer,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_events\`("id", "action", "actor_kind", "actor", "order_id", "entry_id", "team_id", "detail", "updated_at", "created_at") SELECT "id", "action", "actor_kind", "actor", "order_id", "entry_id", "team_id", "detail", "updated_at", "created_at" FROM \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_events\` RENAME TO \`audit_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_order_idx\` ON \`audit_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_entry_idx\` ON \`audit_events\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_team_idx\` ON \`audit_events\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
}
