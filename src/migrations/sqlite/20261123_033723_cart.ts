import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`line_items\` text NOT NULL,
  	\`next_line_id\` numeric DEFAULT 1 NOT NULL,
  	\`email\` text,
  	\`coupon_code\` text,
  	\`gateway_id\` numeric,
  	\`shipping_method_handle\` text,
  	\`shipping_address\` text,
  	\`billing_address\` text,
  	\`notes\` text,
  	\`customer_id\` numeric,
  	\`is_completed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_number_idx\` ON \`carts\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`carts_email_idx\` ON \`carts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_id_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_is_completed_idx\` ON \`carts\` (\`is_completed\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	\`kind\` text DEFAULT 'percentage' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`scope\` text DEFAULT 'all' NOT NULL,
  	\`minimum_spend\` numeric,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`usage_limit\` numeric,
  	\`per_email_limit\` numeric,
  	\`times_used\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupon_redemptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`coupon_code\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_coupon_code_idx\` ON \`coupon_redemptions\` (\`coupon_code\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_email_idx\` ON \`coupon_redemptions\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`coupon_redemptions_order_number_idx\` ON \`coupon_redemptions\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_updated_at_idx\` ON \`coupon_redemptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_created_at_idx\` ON \`coupon_redemptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates_zones_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shipping_rates_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_countries_order_idx\` ON \`shipping_rates_zones_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_countries_parent_idx\` ON \`shipping_rates_zones_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`free_over\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_order_idx\` ON \`shipping_rates_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_parent_id_idx\` ON \`shipping_rates_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`other_countries_enabled\` integer DEFAULT true,
  	\`other_countries_rate\` numeric,
  	\`other_countries_free_over\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carts_id\` integer REFERENCES carts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupons_id\` integer REFERENCES coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupon_redemptions_id\` integer REFERENCES coupon_redemptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_redemptions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`coupon_redemptions\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates_zones_countries\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates_zones\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates\`;`)
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
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`training_plans_id\` integer,
  	\`podcasts_id\` integer,
  	\`media_id\` integer,
  	\`subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`rate_limit_hits_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shop_sections_id\`) REFERENCES \`shop_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_plans_id\`) REFERENCES \`training_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_hits_id\`) REFERENCES \`rate_limit_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "users_id") SELECT "id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`training_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_hits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
