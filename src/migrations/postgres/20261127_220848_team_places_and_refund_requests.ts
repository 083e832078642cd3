import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_places_kind" AS ENUM('adult', 'child');
  CREATE TYPE "public"."enum_team_places_state" AS ENUM('held', 'claimed', 'released');
  CREATE TYPE "public"."enum_team_places_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TYPE "public"."enum_refund_requests_status" AS ENUM('pending', 'approved', 'declined');
  CREATE TYPE "public"."enum_refund_requests_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TABLE "team_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"kind" "enum_team_places_kind" NOT NULL,
  	"state" "enum_team_places_state" NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"locale" "enum_team_places_locale" NOT NULL,
  	"entry_id" integer,
  	"claimed_by_customer_id" numeric,
  	"waiver_accepted_at" timestamp(3) with time zone,
  	"settled_at" timestamp(3) with time zone,
  	"open_key" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refund_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"order_number" varchar NOT NULL,
  	"status" "enum_refund_requests_status" NOT NULL,
  	"requester_email" varchar NOT NULL,
  	"requester_customer_id" numeric NOT NULL,
  	"locale" "enum_refund_requests_locale" NOT NULL,
  	"message" varchar NOT NULL,
  	"currency" varchar,
  	"amount" numeric,
  	"decided_by" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"reply" varchar,
  	"open_key" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "teams" ADD COLUMN "join_code" varchar;
  ALTER TABLE "teams" ADD COLUMN "join_password_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_places_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refund_requests_id" integer;
  ALTER TABLE "team_places" ADD CONSTRAINT "team_places_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_places" ADD CONSTRAINT "team_places_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "team_places_team_idx" ON "team_places" USING btree ("team_id");
  CREATE INDEX "team_places_state_idx" ON "team_places" USING btree ("state");
  CREATE INDEX "team_places_entry_idx" ON "team_places" USING btree ("entry_id");
  CREATE UNIQUE INDEX "team_places_open_key_idx" ON "team_places" USING btree ("open_key");
  CREATE UNIQUE INDEX "team_places_token_hash_idx" ON "team_places" USING btree ("token_hash");
  CREATE INDEX "team_places_updated_at_idx" ON "team_places" USING btree ("updated_at");
  CREATE INDEX "team_places_created_at_idx" ON "team_places" USING btree ("created_at");
  CREATE INDEX "refund_requests_entry_idx" ON "refund_requests" USING btree ("entry_id");
  CREATE INDEX "refund_requests_event_idx" ON "refund_requests" USING btree ("event_id");
  CREATE INDEX "refund_requests_order_number_idx" ON "refund_requests" USING btree ("order_number");
  CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status");
  CREATE INDEX "refund_requests_requester_customer_id_idx" ON "refund_requests" USING btree ("requester_customer_id");
  CREATE UNIQUE INDEX "refund_requests_open_key_idx" ON "refund_requests" USING btree ("open_key");
  CREATE INDEX "refund_requests_updated_at_idx" ON "refund_requests" USING btree ("updated_at");
  CREATE INDEX "refund_requests_created_at_idx" ON "refund_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_places_fk" FOREIGN KEY ("team_places_id") REFERENCES "public"."team_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refund_requests_fk" FOREIGN KEY ("refund_requests_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "teams_join_code_idx" ON "teams" USING btree ("join_code");
  CREATE INDEX "payload_locked_documents_rels_team_places_id_idx" ON "payload_locked_documents_rels" USING btree ("team_places_id");
  CREATE INDEX "payload_locked_documents_rels_refund_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("refund_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refund_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "team_places" CASCADE;
  DROP TABLE "refund_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_places_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refund_requests_fk";
  
  DROP INDEX "teams_join_code_idx";
  DROP INDEX "payload_locked_documents_rels_team_places_id_idx";
  DROP INDEX "payload_locked_documents_rels_refund_requests_id_idx";
  ALTER TABLE "teams" DROP COLUMN "join_code";
  ALTER TABLE "teams" DROP COLUMN "join_password_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_places_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refund_requests_id";
  DROP TYPE "public"."enum_team_places_kind";
  DROP TYPE "public"."enum_team_places_state";
  DROP TYPE "public"."enum_team_places_locale";
  DROP TYPE "public"."enum_refund_requests_status";
  DROP TYPE "public"."enum_refund_requests_locale";`)
}
