import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`variants_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`variants_prices_order_idx\` ON \`variants_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`variants_prices_parent_id_idx\` ON \`variants_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coupons_amounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coupons_amounts_order_idx\` ON \`coupons_amounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coupons_amounts_parent_id_idx\` ON \`coupons_amounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coupons_minimum_spends\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coupons_minimum_spends_order_idx\` ON \`coupons_minimum_spends\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coupons_minimum_spends_parent_id_idx\` ON \`coupons_minimum_spends\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_plans_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`training_plans_prices_order_idx\` ON \`training_plans_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_plans_prices_parent_id_idx\` ON \`training_plans_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_training_plans_v_version_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_training_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_prices_order_idx\` ON \`_training_plans_v_version_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_training_plans_v_version_prices_parent_id_idx\` ON \`_training_plans_v_version_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates_zones_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`free_over\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_rates_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_rates_order_idx\` ON \`shipping_rates_zones_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_rates_zones_rates_parent_id_idx\` ON \`shipping_rates_zones_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates_other_countries_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`free_over\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_rates_other_countries_rates_order_idx\` ON \`shipping_rates_other_countries_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_rates_other_countries_rates_parent_id_idx\` ON \`shipping_rates_other_countries_rates\` (\`_parent_id\`);`)
  // Every amount kept so far was pence: it becomes the GBP price (docs/decisions/0053).
  await db.run(sql`INSERT INTO "variants_prices" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "price" FROM "variants" WHERE "price" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "training_plans_prices" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "price" FROM "training_plans" WHERE "price" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "_training_plans_v_version_prices" ("_order", "_parent_id", "currency", "amount", "_uuid") SELECT 1, "id", 'GBP', "version_price", 'gbp-' || "id" FROM "_training_plans_v" WHERE "version_price" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "coupons_amounts" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "amount" FROM "coupons" WHERE "kind" = 'fixed' AND "amount" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "coupons_minimum_spends" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "minimum_spend" FROM "coupons" WHERE "minimum_spend" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "shipping_rates_zones_rates" ("_order", "_parent_id", "id", "currency", "rate", "free_over") SELECT 1, "id", 'gbp-' || "id", 'GBP', "rate", "free_over" FROM "shipping_rates_zones" WHERE "rate" IS NOT NULL;`)
  await db.run(sql`INSERT INTO "shipping_rates_other_countries_rates" ("_order", "_parent_id", "id", "currency", "rate", "free_over") SELECT 1, "id", 'gbp-' || "id", 'GBP', "other_countries_rate", "other_countries_free_over" FROM "shipping_rates" WHERE "other_countries_rate" IS NOT NULL;`)
  await db.run(sql`UPDATE "coupons" SET "amount" = NULL WHERE "kind" = 'fixed';`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	\`kind\` text DEFAULT 'percentage' NOT NULL,
  	\`amount\` numeric,
  	\`scope\` text DEFAULT 'all' NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`usage_limit\` numeric,
  	\`per_email_limit\` numeric,
  	\`times_used\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`members_only\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coupons\`("id", "code", "description", "kind", "amount", "scope", "starts_at", "ends_at", "usage_limit", "per_email_limit", "times_used", "enabled", "members_only", "updated_at", "created_at") SELECT "id", "code", "description", "kind", "amount", "scope", "starts_at", "ends_at", "usage_limit", "per_email_limit", "times_used", "enabled", "members_only", "updated_at", "created_at" FROM \`coupons\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`ALTER TABLE \`__new_coupons\` RENAME TO \`coupons\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`variants\` ADD \`tax_class\` text;`)
  await db.run(sql`ALTER TABLE \`variants\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`currency\` text DEFAULT 'GBP' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`market\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`prices_include_tax\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tax_country\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tax_lines\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoiced_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_currency_idx\` ON \`orders\` (\`currency\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`currency\` text DEFAULT 'GBP' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`currency\` text DEFAULT 'GBP' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`market\` text;`)
  await db.run(sql`ALTER TABLE \`training_plans\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` DROP COLUMN \`version_price\`;`)
  await db.run(sql`ALTER TABLE \`shipping_rates_zones\` DROP COLUMN \`rate\`;`)
  await db.run(sql`ALTER TABLE \`shipping_rates_zones\` DROP COLUMN \`free_over\`;`)
  await db.run(sql`ALTER TABLE \`shipping_rates\` DROP COLUMN \`other_countries_rate\`;`)
  await db.run(sql`ALTER TABLE \`shipping_rates\` DROP COLUMN \`other_countries_free_over\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`variants_prices\`;`)
  await db.run(sql`DROP TABLE \`coupons_amounts\`;`)
  await db.run(sql`DROP TABLE \`coupons_minimum_spends\`;`)
  await db.run(sql`DROP TABLE \`training_plans_prices\`;`)
  await db.run(sql`DROP TABLE \`_training_plans_v_version_prices\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates_zones_rates\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates_other_countries_rates\`;`)
  await db.run(sql`DROP INDEX \`orders_currency_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_invoice_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`market\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`prices_include_tax\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tax_country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tax_lines\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoice_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoiced_at\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_coupons\` (
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
  	\`members_only\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coupons\`("id", "code", "description", "kind", "amount", "scope", "minimum_spend", "starts_at", "ends_at", "usage_limit", "per_email_limit", "times_used", "enabled", "members_only", "updated_at", "created_at") SELECT "id", "code", "description", "kind", "amount", "scope", "minimum_spend", "starts_at", "ends_at", "usage_limit", "per_email_limit", "times_used", "enabled", "members_only", "updated_at", "created_at" FROM \`coupons\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`ALTER TABLE \`__new_coupons\` RENAME TO \`coupons\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`variants\` ADD \`price\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`variants\` DROP COLUMN \`tax_class\`;`)
  await db.run(sql`ALTER TABLE \`training_plans\` ADD \`price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_training_plans_v\` ADD \`version_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipping_rates_zones\` ADD \`rate\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`shipping_rates_zones\` ADD \`free_over\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipping_rates\` ADD \`other_countries_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`shipping_rates\` ADD \`other_countries_free_over\` numeric;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`currency\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`market\`;`)
}
