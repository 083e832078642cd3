import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_groups_order_idx\` ON \`events_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_groups_parent_id_idx\` ON \`events_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_groups_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_groups_locales_locale_parent_id_unique\` ON \`events_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_groups_order_idx\` ON \`_events_v_version_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_groups_parent_id_idx\` ON \`_events_v_version_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_groups_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_groups_locales_locale_parent_id_unique\` ON \`_events_v_version_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`variant_id\` integer NOT NULL,
  	\`team_id\` integer,
  	\`entry_path\` text NOT NULL,
  	\`entry_type\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`email_key\` text NOT NULL,
  	\`distance_label\` text NOT NULL,
  	\`distance_km\` numeric NOT NULL,
  	\`timezone\` text DEFAULT 'Europe/London' NOT NULL,
  	\`group_label\` text,
  	\`start_date\` text,
  	\`start_time\` text,
  	\`no_medal\` integer DEFAULT false,
  	\`order_number\` text NOT NULL,
  	\`customer_id\` numeric,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`variant_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`entries_event_idx\` ON \`entries\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_variant_idx\` ON \`entries\` (\`variant_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_team_idx\` ON \`entries\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_email_key_idx\` ON \`entries\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`entries_order_number_idx\` ON \`entries\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`entries_customer_id_idx\` ON \`entries\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_updated_at_idx\` ON \`entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`entries_created_at_idx\` ON \`entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_emailKey_idx\` ON \`entries\` (\`event_id\`,\`email_key\`);`)
  await db.run(sql`CREATE TABLE \`teams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_key\` text NOT NULL,
  	\`captain_email\` text NOT NULL,
  	\`captain_customer_id\` numeric,
  	\`order_number\` text NOT NULL,
  	\`distance_label\` text NOT NULL,
  	\`distance_km\` numeric NOT NULL,
  	\`timezone\` text DEFAULT 'Europe/London' NOT NULL,
  	\`group_label\` text,
  	\`start_date\` text,
  	\`start_time\` text,
  	\`adult_entries\` numeric DEFAULT 0,
  	\`child_entries\` numeric DEFAULT 0,
  	\`emblem\` text,
  	\`emblem_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`emblem_image_id\`) REFERENCES \`team_emblems\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`teams_event_idx\` ON \`teams\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_name_key_idx\` ON \`teams\` (\`name_key\`);`)
  await db.run(sql`CREATE INDEX \`teams_captain_customer_id_idx\` ON \`teams\` (\`captain_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_emblem_image_idx\` ON \`teams\` (\`emblem_image_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_updated_at_idx\` ON \`teams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teams_created_at_idx\` ON \`teams\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_nameKey_idx\` ON \`teams\` (\`event_id\`,\`name_key\`);`)
  await db.run(sql`CREATE TABLE \`team_emblems\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uploaded_by\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`team_emblems_uploaded_by_idx\` ON \`team_emblems\` (\`uploaded_by\`);`)
  await db.run(sql`CREATE INDEX \`team_emblems_updated_at_idx\` ON \`team_emblems\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_emblems_created_at_idx\` ON \`team_emblems\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_emblems_filename_idx\` ON \`team_emblems\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`max_team_size\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`run_club_event\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_max_team_size\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_run_club_event\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`grants_run_club_membership\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`run_club_gear\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_grants_run_club_membership\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_run_club_gear\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`coupons\` ADD \`members_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`entries_id\` integer REFERENCES entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teams_id\` integer REFERENCES teams(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_emblems_id\` integer REFERENCES team_emblems(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_emblems_id_idx\` ON \`payload_locked_documents_rels\` (\`team_emblems_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`reset_password_requested_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_groups\`;`)
  await db.run(sql`DROP TABLE \`events_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_groups\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`entries\`;`)
  await db.run(sql`DROP TABLE \`teams\`;`)
  await db.run(sql`DROP TABLE \`team_emblems\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`training_plans_id\` integer,
  	\`podcasts_id\` integer,
  	\`media_id\` integer,
  	\`subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`rate_limit_hits_id\` integer,
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
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_plans_id\`) REFERENCES \`training_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_hits_id\`) REFERENCES \`rate_limit_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "sandbox_charges_id", "webhook_events_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "customers_id", "addresses_id", "users_id") SELECT "id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "sandbox_charges_id", "webhook_events_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "customers_id", "addresses_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`training_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_hits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`reset_password_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`max_team_size\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`run_club_event\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_max_team_size\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_run_club_event\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`grants_run_club_membership\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`run_club_gear\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_grants_run_club_membership\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_run_club_gear\`;`)
  await db.run(sql`ALTER TABLE \`coupons\` DROP COLUMN \`members_only\`;`)
}
