import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`invoice_sequences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`next\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoice_sequences_key_idx\` ON \`invoice_sequences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`invoice_sequences_updated_at_idx\` ON \`invoice_sequences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoice_sequences_created_at_idx\` ON \`invoice_sequences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`markets_markets_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`markets_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`markets_markets_languages_order_idx\` ON \`markets_markets_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`markets_markets_languages_parent_idx\` ON \`markets_markets_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets_markets_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`markets_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`markets_markets_countries_order_idx\` ON \`markets_markets_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`markets_markets_countries_parent_idx\` ON \`markets_markets_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`rounding_step\` numeric DEFAULT 1,
  	\`rounding_ending\` numeric DEFAULT 0,
  	\`prices_include_tax\` integer DEFAULT true,
  	\`enabled\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`markets_markets_order_idx\` ON \`markets_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`markets_markets_parent_id_idx\` ON \`markets_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets_markets_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`markets_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`markets_markets_locales_locale_parent_id_unique\` ON \`markets_markets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`tax_rates_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`region\` text,
  	\`tax_class\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rates_rates_order_idx\` ON \`tax_rates_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_rates_parent_id_idx\` ON \`tax_rates_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates_rates_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_rates_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tax_rates_rates_locales_locale_parent_id_unique\` ON \`tax_rates_rates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`seller\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`address_lines\` text,
  	\`vat_number\` text,
  	\`company_number\` text,
  	\`email\` text,
  	\`invoice_prefix\` text DEFAULT 'MP-',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`sandbox_charges\` ADD \`currency\` text DEFAULT 'GBP' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoice_sequences_id\` integer REFERENCES invoice_sequences(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_sequences_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_sequences_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`invoice_sequences\`;`)
  await db.run(sql`DROP TABLE \`markets_markets_languages\`;`)
  await db.run(sql`DROP TABLE \`markets_markets_countries\`;`)
  await db.run(sql`DROP TABLE \`markets_markets\`;`)
  await db.run(sql`DROP TABLE \`markets_markets_locales\`;`)
  await db.run(sql`DROP TABLE \`markets\`;`)
  await db.run(sql`DROP TABLE \`tax_rates_rates\`;`)
  await db.run(sql`DROP TABLE \`tax_rates_rates_locales\`;`)
  await db.run(sql`DROP TABLE \`tax_rates\`;`)
  await db.run(sql`DROP TABLE \`seller\`;`)
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
  	\`coupon_claims_id\` integer,
  	\`sandbox_charges_id\` integer,
  	\`webhook_events_id\` integer,
  	\`entries_id\` integer,
  	\`teams_id\` integer,
  	\`team_emblems_id\` integer,
  	\`activity_types_id\` integer,
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
  	FOREIGN KEY (\`coupon_claims_id\`) REFERENCES \`coupon_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_charges_id\`) REFERENCES \`sandbox_charges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entries_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_emblems_id\`) REFERENCES \`team_emblems\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_types_id\`) REFERENCES \`activity_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "coupon_claims_id", "sandbox_charges_id", "webhook_events_id", "entries_id", "teams_id", "team_emblems_id", "activity_types_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "customers_id", "addresses_id", "users_id") SELECT "id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "coupon_claims_id", "sandbox_charges_id", "webhook_events_id", "entries_id", "teams_id", "team_emblems_id", "activity_types_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "customers_id", "addresses_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_charges_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_charges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_emblems_id_idx\` ON \`payload_locked_documents_rels\` (\`team_emblems_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_types_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_types_id\`);`)
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
  await db.run(sql`ALTER TABLE \`sandbox_charges\` DROP COLUMN \`currency\`;`)
}
