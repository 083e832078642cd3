import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_transfer_fee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_transfer_fee_order_idx\` ON \`events_transfer_fee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_transfer_fee_parent_id_idx\` ON \`events_transfer_fee\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_deferral_fee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_deferral_fee_order_idx\` ON \`events_deferral_fee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_deferral_fee_parent_id_idx\` ON \`events_deferral_fee\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_transfer_fee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_transfer_fee_order_idx\` ON \`_events_v_version_transfer_fee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_transfer_fee_parent_id_idx\` ON \`_events_v_version_transfer_fee\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_deferral_fee\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_deferral_fee_order_idx\` ON \`_events_v_version_deferral_fee\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_deferral_fee_parent_id_idx\` ON \`_events_v_version_deferral_fee\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`variants\` ADD \`booking_change\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_transfer_fee\`;`)
  await db.run(sql`DROP TABLE \`events_deferral_fee\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_transfer_fee\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_deferral_fee\`;`)
  await db.run(sql`ALTER TABLE \`variants\` DROP COLUMN \`booking_change\`;`)
}
