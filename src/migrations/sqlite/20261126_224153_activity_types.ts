import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { insertDefaultActivityTypes } from '../default-activity-types'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`activity_types_sports\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`activity_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_types_sports_order_idx\` ON \`activity_types_sports\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`activity_types_sports_parent_idx\` ON \`activity_types_sports\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`activity_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_types_key_idx\` ON \`activity_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`activity_types_updated_at_idx\` ON \`activity_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_types_created_at_idx\` ON \`activity_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`activity_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activity_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_types_locales_locale_parent_id_unique\` ON \`activity_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`daily_distance_cap_km\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`events_rels\` ADD \`activity_types_id\` integer REFERENCES activity_types(id);`)
  await db.run(sql`CREATE INDEX \`events_rels_activity_types_id_idx\` ON \`events_rels\` (\`activity_types_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_daily_distance_cap_km\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`_events_v_rels\` ADD \`activity_types_id\` integer REFERENCES activity_types(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_activity_types_id_idx\` ON \`_events_v_rels\` (\`activity_types_id\`);`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`activity_type_id\` integer REFERENCES activity_types(id);`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`sport\` text;`)
  await db.run(sql`CREATE INDEX \`activities_activity_type_idx\` ON \`activities\` (\`activity_type_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`activity_types_id\` integer REFERENCES activity_types(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_types_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_types_id\`);`)

  await insertDefaultActivityTypes((query) => db.run(query))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`activity_types_sports\`;`)
  await db.run(sql`DROP TABLE \`activity_types\`;`)
  await db.run(sql`DROP TABLE \`activity_types_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_rels\`("id", "order", "parent_id", "path", "products_id") SELECT "id", "order", "parent_id", "path", "products_id" FROM \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_rels\` RENAME TO \`events_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_products_id_idx\` ON \`events_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_rels\`("id", "order", "parent_id", "path", "products_id") SELECT "id", "order", "parent_id", "path", "products_id" FROM \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_rels\` RENAME TO \`_events_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_products_id_idx\` ON \`_events_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`distance_meters\` numeric NOT NULL,
  	\`duration_seconds\` numeric NOT NULL,
  	\`source\` text NOT NULL,
  	\`format\` text,
  	\`device\` text,
  	\`status\` text NOT NULL,
  	\`reason\` text,
  	\`review_note\` text,
  	\`external_id\` text,
  	\`file_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_activities\`("id", "entry_id", "event_id", "started_at", "distance_meters", "duration_seconds", "source", "format", "device", "status", "reason", "review_note", "external_id", "file_hash", "updated_at", "created_at") SELECT "id", "entry_id", "event_id", "started_at", "distance_meters", "duration_seconds", "source", "format", "device", "status", "reason", "review_note", "external_id", "file_hash", "updated_at", "created_at" FROM \`activities\`;`)
  await db.run(sql`DROP TABLE \`activities\`;`)
  await db.run(sql`ALTER TABLE \`__new_activities\` RENAME TO \`activities\`;`)
  await db.run(sql`CREATE INDEX \`activities_entry_idx\` ON \`activities\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_event_idx\` ON \`activities\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_status_idx\` ON \`activities\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`activities_updated_at_idx\` ON \`activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_created_at_idx\` ON \`activities\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entry_startedAt_idx\` ON \`activities\` (\`entry_id\`,\`started_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entry_fileHash_idx\` ON \`activities\` (\`entry_id\`,\`file_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entry_externalId_idx\` ON \`activities\` (\`entry_id\`,\`external_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`events_id\` integer,
  	\`products_id\` integer,
  	\`variants_id\` integer,
  	\`shop_sections_id\` integer,
  	\`orders_id\` integer,
  	\`payments_id\` integer,
  	\`carts_id\` integer,
  	\`coupons_id\` integer,
  	\`coupon_redemptions_id\` integer,
  	\`sandbox_charges_id\` integer,
  	\`webhook_events_id\` integer,
  	\`entries_id\` integer,
  	\`teams_id\` integer,
  	\`team_emblems_id\` integer,
  	\`activities_id\` integer,
  	\`medal_shipments_id\` integer,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`training_plans_id\` integer,
  	\`podcasts_id\` integer,
  	\`media_id\` integer,
  	\`subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`rate_limit_hits_id\` integer,
  	\`jobs_id\` integer,
  	\`customers_id\` integer,
  	\`addresses_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shop_sections_id\`) REFERENCES \`shop_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupon_redemptions_id\`) REFERENCES \`coupon_redemptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_charges_id\`) REFERENCES \`sandbox_charges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entries_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_emblems_id\`) REFERENCES \`team_emblems\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`medal_shipments_id\`) REFERENCES \`medal_shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_plans_id\`) REFERENCES \`training_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_hits_id\`) REFERENCES \`rate_limit_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "sandbox_charges_id", "webhook_events_id", "entries_id", "teams_id", "team_emblems_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "customers_id", "addresses_id", "users_id") SELECT "id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "sandbox_charges_id", "webhook_events_id", "entries_id", "teams_id", "team_emblems_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "customers_id", "addresses_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shop_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`shop_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_charges_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_charges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_emblems_id_idx\` ON \`payload_locked_documents_rels\` (\`team_emblems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_medal_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`medal_shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`training_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_hits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`daily_distance_cap_km\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_daily_distance_cap_km\`;`)
}
