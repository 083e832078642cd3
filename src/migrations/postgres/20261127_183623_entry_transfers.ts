import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_entry_transfers_state" AS ENUM('pending', 'claimed', 'taken-back');
  CREATE TYPE "public"."enum_entry_transfers_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TABLE "entry_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"state" "enum_entry_transfers_state" NOT NULL,
  	"from_customer_id" numeric NOT NULL,
  	"from_email" varchar,
  	"to_email" varchar NOT NULL,
  	"locale" "enum_entry_transfers_locale" NOT NULL,
  	"claimed_by_customer_id" numeric,
  	"settled_at" timestamp(3) with time zone,
  	"open_key" numeric,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "transfers_allowed" boolean DEFAULT true;
  ALTER TABLE "events" ADD COLUMN "changes_close_days" numeric DEFAULT 2;
  ALTER TABLE "_events_v" ADD COLUMN "version_transfers_allowed" boolean DEFAULT true;
  ALTER TABLE "_events_v" ADD COLUMN "version_changes_close_days" numeric DEFAULT 2;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entry_transfers_id" integer;
  ALTER TABLE "entry_transfers" ADD CONSTRAINT "entry_transfers_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entry_transfers" ADD CONSTRAINT "entry_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entry_transfers_entry_idx" ON "entry_transfers" USING btree ("entry_id");
  CREATE INDEX "entry_transfers_event_idx" ON "entry_transfers" USING btree ("event_id");
  CREATE INDEX "entry_transfers_state_idx" ON "entry_transfers" USING btree ("state");
  CREATE INDEX "entry_transfers_from_customer_id_idx" ON "entry_transfers" USING btree ("from_customer_id");
  CREATE UNIQUE INDEX "entry_transfers_open_key_idx" ON "entry_transfers" USING btree ("open_key");
  CREATE UNIQUE INDEX "entry_transfers_token_hash_idx" ON "entry_transfers" USING btree ("token_hash");
  CREATE INDEX "entry_transfers_updated_at_idx" ON "entry_transfers" USING btree ("updated_at");
  CREATE INDEX "entry_transfers_created_at_idx" ON "entry_transfers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entry_transfers_fk" FOREIGN KEY ("entry_transfers_id") REFERENCES "public"."entry_transfers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_entry_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("entry_transfers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entry_transfers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entry_transfers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entry_transfers_fk";
  
  DROP INDEX "payload_locked_documents_rels_entry_transfers_id_idx";
  ALTER TABLE "events" DROP COLUMN "transfers_allowed";
  ALTER TABLE "events" DROP COLUMN "changes_close_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_transfers_allowed";
  ALTER TABLE "_events_v" DROP COLUMN "version_changes_close_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entry_transfers_id";
  DROP TYPE "public"."enum_entry_transfers_state";
  DROP TYPE "public"."enum_entry_transfers_locale";`)
}
