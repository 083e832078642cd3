import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`team_places\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`team_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`locale\` text NOT NULL,
  	\`entry_id\` integer,
  	\`claimed_by_customer_id\` numeric,
  	\`waiver_accepted_at\` text,
  	\`settled_at\` text,
  	\`open_key\` text,
  	\`token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`team_places_team_idx\` ON \`team_places\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`team_places_state_idx\` ON \`team_places\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`team_places_entry_idx\` ON \`team_places\` (\`entry_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_places_open_key_idx\` ON \`team_places\` (\`open_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_places_token_hash_idx\` ON \`team_places\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`team_places_updated_at_idx\` ON \`team_places\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_places_created_at_idx\` ON \`team_places\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`refund_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`requester_email\` text NOT NULL,
  	\`requester_customer_id\` numeric NOT NULL,
  	\`locale\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`currency\` text,
  	\`amount\` numeric,
  	\`decided_by\` text,
  	\`decided_at\` text,
  	\`reply\` text,
  	\`open_key\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`refund_requests_entry_idx\` ON \`refund_requests\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_event_idx\` ON \`refund_requests\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_order_number_idx\` ON \`refund_requests\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_status_idx\` ON \`refund_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_requester_customer_id_idx\` ON \`refund_requests\` (\`requester_customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refund_requests_open_key_idx\` ON \`refund_requests\` (\`open_key\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_updated_at_idx\` ON \`refund_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refund_requests_created_at_idx\` ON \`refund_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`teams\` ADD \`join_code\` text;`)
  await db.run(sql`ALTER TABLE \`teams\` ADD \`join_password_hash\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`teams_join_code_idx\` ON \`teams\` (\`join_code\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_places_id\` integer REFERENCES team_places(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`refund_requests_id\` integer REFERENCES refund_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_places_id_idx\` ON \`payload_locked_documents_rels\` (\`team_places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refund_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`refund_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`team_places\`;`)
  await db.run(sql`DROP TABLE \`refund_requests\`;`)
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
  	\`order_shipments_id\` integer,
  	\`payments_id\` integer,
  	\`carts_id\` integer,
  	\`coupons_id\` integer,
  	\`coupon_redemptions_id\` integer,
  	\`coupon_claims_id\` integer,
  	\`sandbox_charges_id\` integer,
  	\`invoice_sequences_id\` integer,
  	\`webhook_events_id\` integer,
  	\`refunds_id\` integer,
  	\`entries_id\` integer,
  	\`entry_transfers_id\` integer,
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
  	\`audit_events_id\` integer,
  	\`customers_id\` integer,
  	\`addresses_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shop_sections_id\`) REFERENCES \`shop_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_shipments_id\`) REFERENCES \`order_shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupon_redemptions_id\`) REFERENCES \`coupon_redemptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupon_claims_id\`) REFERENCES \`coupon_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sandbox_charges_id\`) REFERENCES \`sandbox_charges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoice_sequences_id\`) REFERENCES \`invoice_sequences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refunds_id\`) REFERENCES \`refunds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entries_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entry_transfers_id\`) REFERENCES \`entry_transfers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "order_shipments_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "coupon_claims_id", "sandbox_charges_id", "invoice_sequences_id", "webhook_events_id", "refunds_id", "entries_id", "entry_transfers_id", "teams_id", "team_emblems_id", "activity_types_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "audit_events_id", "customers_id", "addresses_id", "users_id") SELECT "id", "order", "parent_id", "path", "events_id", "products_id", "variants_id", "shop_sections_id", "orders_id", "order_shipments_id", "payments_id", "carts_id", "coupons_id", "coupon_redemptions_id", "coupon_claims_id", "sandbox_charges_id", "invoice_sequences_id", "webhook_events_id", "refunds_id", "entries_id", "entry_transfers_id", "teams_id", "team_emblems_id", "activity_types_id", "activities_id", "medal_shipments_id", "pages_id", "posts_id", "training_plans_id", "podcasts_id", "media_id", "subscribers_id", "contact_messages_id", "rate_limit_hits_id", "jobs_id", "audit_events_id", "customers_id", "addresses_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`order_shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sandbox_charges_id_idx\` ON \`payload_locked_documents_rels\` (\`sandbox_charges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_sequences_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_sequences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entry_transfers_id_idx\` ON \`payload_locked_documents_rels\` (\`entry_transfers_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`teams_join_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`teams\` DROP COLUMN \`join_code\`;`)
  await db.run(sql`ALTER TABLE \`teams\` DROP COLUMN \`join_password_hash\`;`)
}
