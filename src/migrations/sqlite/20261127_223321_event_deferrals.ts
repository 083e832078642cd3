import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`CREATE INDEX \`events_rels_events_id_idx\` ON \`events_rels\` (\`events_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_events_id_idx\` ON \`_events_v_rels\` (\`events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`activity_types_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_types_id\`) REFERENCES \`activity_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_rels\`("id", "order", "parent_id", "path", "activity_types_id", "products_id") SELECT "id", "order", "parent_id", "path", "activity_types_id", "products_id" FROM \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_rels\` RENAME TO \`events_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_activity_types_id_idx\` ON \`events_rels\` (\`activity_types_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_products_id_idx\` ON \`events_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`activity_types_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_types_id\`) REFERENCES \`activity_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_rels\`("id", "order", "parent_id", "path", "activity_types_id", "products_id") SELECT "id", "order", "parent_id", "path", "activity_types_id", "products_id" FROM \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_rels\` RENAME TO \`_events_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_activity_types_id_idx\` ON \`_events_v_rels\` (\`activity_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_products_id_idx\` ON \`_events_v_rels\` (\`products_id\`);`)
}
