import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_fulfilment" AS ENUM('nothing-to-ship', 'to-ship', 'partly-shipped', 'shipped');
  CREATE TYPE "public"."enum_refunds_state" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_refunds_actor_kind" AS ENUM('customer', 'captain', 'editor', 'system', 'provider');
  CREATE TYPE "public"."enum_audit_events_actor_kind" AS ENUM('customer', 'captain', 'editor', 'system', 'provider');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'partially-refunded' BEFORE 'refunded';
  CREATE TABLE "order_shipments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"lines" jsonb NOT NULL,
  	"carrier" varchar NOT NULL,
  	"tracking_number" varchar NOT NULL,
  	"tracking_url" varchar,
  	"shipped_at" timestamp(3) with time zone NOT NULL,
  	"shipped_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"shipping" numeric,
  	"state" "enum_refunds_state" NOT NULL,
  	"lines" jsonb,
  	"actor_kind" "enum_refunds_actor_kind",
  	"actor" varchar,
  	"provider_refund_id" varchar,
  	"reason" varchar,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" varchar NOT NULL,
  	"actor_kind" "enum_audit_events_actor_kind" NOT NULL,
  	"actor" varchar,
  	"order_id" integer,
  	"entry_id" integer,
  	"team_id" integer,
  	"detail" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "fulfilment" "enum_orders_fulfilment" DEFAULT 'nothing-to-ship' NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "refunded_total" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "refund_version" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "refunded_lines" jsonb;
  ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_amount" numeric DEFAULT 0;
  ALTER TABLE "sandbox_charges" ADD COLUMN "refunds" jsonb;
  ALTER TABLE "entries" ADD COLUMN "order_line_id" numeric;
  ALTER TABLE "entries" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_shipments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_shipped_by_id_users_id_fk" FOREIGN KEY ("shipped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");
  CREATE INDEX "order_shipments_tracking_number_idx" ON "order_shipments" USING btree ("tracking_number");
  CREATE INDEX "order_shipments_shipped_at_idx" ON "order_shipments" USING btree ("shipped_at");
  CREATE INDEX "order_shipments_shipped_by_idx" ON "order_shipments" USING btree ("shipped_by_id");
  CREATE INDEX "order_shipments_updated_at_idx" ON "order_shipments" USING btree ("updated_at");
  CREATE INDEX "order_shipments_created_at_idx" ON "order_shipments" USING btree ("created_at");
  CREATE UNIQUE INDEX "refunds_key_idx" ON "refunds" USING btree ("key");
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_order_idx" ON "audit_events" USING btree ("order_id");
  CREATE INDEX "audit_events_entry_idx" ON "audit_events" USING btree ("entry_id");
  CREATE INDEX "audit_events_team_idx" ON "audit_events" USING btree ("team_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_shipments_fk" FOREIGN KEY ("order_shipments_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("fulfilment");
  CREATE INDEX "entries_cancelled_at_idx" ON "entries" USING btree ("cancelled_at");
  CREATE INDEX "payload_locked_documents_rels_order_shipments_id_idx" ON "payload_locked_documents_rels" USING btree ("order_shipments_id");
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
  // Paid orders with kit are still to ship (the column starts at nothing-to-ship).
  await db.execute(sql`
  UPDATE "orders" SET "fulfilment" = 'to-ship' WHERE "status" = 'paid'
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof("orders"."line_items") = 'array' THEN "orders"."line_items" ELSE '[]'::jsonb END) AS line WHERE line->>'kind' = 'merch');
  UPDATE "orders" SET "refunded_total" = 0 WHERE "refunded_total" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_shipments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_shipments" CASCADE;
  DROP TABLE "refunds" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_shipments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'paid'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('paid', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'paid'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_fulfilment_idx";
  DROP INDEX "entries_cancelled_at_idx";
  DROP INDEX "payload_locked_documents_rels_order_shipments_id_idx";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "orders" DROP COLUMN "fulfilment";
  ALTER TABLE "orders" DROP COLUMN "refunded_total";
  ALTER TABLE "orders" DROP COLUMN "refund_version";
  ALTER TABLE "orders" DROP COLUMN "refunded_lines";
  ALTER TABLE "sandbox_charges" DROP COLUMN "refunded_amount";
  ALTER TABLE "sandbox_charges" DROP COLUMN "refunds";
  ALTER TABLE "entries" DROP COLUMN "order_line_id";
  ALTER TABLE "entries" DROP COLUMN "cancelled_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_shipments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_orders_fulfilment";
  DROP TYPE "public"."enum_refunds_state";
  DROP TYPE "public"."enum_refunds_actor_kind";
  DROP TYPE "public"."enum_audit_events_actor_kind";`)
}
