import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`training_plans_schedule_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`kind\` text,
  	\`distance_km\` numeric,
  	\`duration_minutes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_plans_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`training_plans_schedule_sessions_order_idx\` ON \`training_plans_schedule_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_plans_schedule_sessions_parent_id_idx\` ON \`training_plans_schedule_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_plans_schedule_sessions_locales\` (
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_plans_schedule_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`training_plans_schedule_sessions_locales_locale_parent_id_un\` ON \`training_plans_schedule_sessions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_plans_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`training_plans_schedule_order_idx\` ON \`training_plans_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_plans_schedule_parent_id_idx\` ON \`training_plans_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_plans_schedule_locales\` (
  	\`focus\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_plans_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`training_plans_schedule_locales_locale_parent_id_unique\` ON \`training_plans_schedule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_plans_v_version_schedule_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`kind\` text,
  	\`distance_km\` numeric,
  	\`duration_minutes\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_plans_v_version_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_schedule_sessions_order_idx\` ON \`_training_plans_v_version_schedule_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_schedule_sessions_parent_id_idx\` ON \`_training_plans_v_version_schedule_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_plans_v_version_schedule_sessions_locales\` (
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_plans_v_version_schedule_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_training_plans_v_version_schedule_sessions_locales_locale_p\` ON \`_training_plans_v_version_schedule_sessions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_plans_v_version_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_schedule_order_idx\` ON \`_training_plans_v_version_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_schedule_parent_id_idx\` ON \`_training_plans_v_version_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_plans_v_version_schedule_locales\` (
  	\`focus\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_plans_v_version_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_training_plans_v_version_schedule_locales_locale_parent_id_\` ON \`_training_plans_v_version_schedule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`variants\` ADD \`training_plan_id\` integer REFERENCES training_plans(id);`)
  await db.run(sql`CREATE INDEX \`variants_training_plan_idx\` ON \`variants\` (\`training_plan_id\`);`)
  await db.run(sql`ALTER TABLE \`training_plans\` ADD \`pricing\` text DEFAULT 'free';`)
  await db.run(sql`ALTER TABLE \`training_plans\` ADD \`price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` ADD \`version_pricing\` text DEFAULT 'free';`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` ADD \`version_price\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`training_plans_schedule_sessions\`;`)
  await db.run(sql`DROP TABLE \`training_plans_schedule_sessions_locales\`;`)
  await db.run(sql`DROP TABLE \`training_plans_schedule\`;`)
  await db.run(sql`DROP TABLE \`training_plans_schedule_locales\`;`)
  await db.run(sql`DROP TABLE \`_training_plans_v_version_schedule_sessions\`;`)
  await db.run(sql`DROP TABLE \`_training_plans_v_version_schedule_sessions_locales\`;`)
  await db.run(sql`DROP TABLE \`_training_plans_v_version_schedule\`;`)
  await db.run(sql`DROP TABLE \`_training_plans_v_version_schedule_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_variants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`event_id\` integer,
  	\`product_id\` integer,
  	\`sku\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`has_unlimited_stock\` integer DEFAULT false,
  	\`stock\` numeric DEFAULT 0,
  	\`is_available\` integer DEFAULT true,
  	\`is_default\` integer DEFAULT false,
  	\`entry_type\` text,
  	\`colour1\` text,
  	\`colour2\` text,
  	\`size\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_variants\`("id", "kind", "event_id", "product_id", "sku", "price", "has_unlimited_stock", "stock", "is_available", "is_default", "entry_type", "colour1", "colour2", "size", "sort_order", "updated_at", "created_at") SELECT "id", "kind", "event_id", "product_id", "sku", "price", "has_unlimited_stock", "stock", "is_available", "is_default", "entry_type", "colour1", "colour2", "size", "sort_order", "updated_at", "created_at" FROM \`variants\`;`)
  await db.run(sql`DROP TABLE \`variants\`;`)
  await db.run(sql`ALTER TABLE \`__new_variants\` RENAME TO \`variants\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`variants_event_idx\` ON \`variants\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`variants_product_idx\` ON \`variants\` (\`product_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`variants_sku_idx\` ON \`variants\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`variants_updated_at_idx\` ON \`variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`variants_created_at_idx\` ON \`variants\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`training_plans\` DROP COLUMN \`pricing\`;`)
  await db.run(sql`ALTER TABLE \`training_plans\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` DROP COLUMN \`version_pricing\`;`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` DROP COLUMN \`version_price\`;`)
}
