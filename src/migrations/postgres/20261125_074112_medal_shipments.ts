import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_medal_shipments_status" AS ENUM('awaiting-address', 'address-confirmed', 'ready-to-ship', 'shipped');
  CREATE TABLE "medal_shipments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"recipient" varchar NOT NULL,
  	"status" "enum_medal_shipments_status" DEFAULT 'awaiting-address' NOT NULL,
  	"address_first_name" varchar,
  	"address_last_name" varchar,
  	"address_company" varchar,
  	"address_address_line1" varchar,
  	"address_address_line2" varchar,
  	"address_city" varchar,
  	"address_county" varchar,
  	"address_postcode" varchar,
  	"address_country_code" varchar,
  	"address_phone" varchar,
  	"carrier" varchar,
  	"tracking_number" varchar,
  	"tracking_url" varchar,
  	"shipped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "medal_shipments_id" integer;
  ALTER TABLE "medal_shipments" ADD CONSTRAINT "medal_shipments_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "medal_shipments" ADD CONSTRAINT "medal_shipments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "medal_shipments_entry_idx" ON "medal_shipments" USING btree ("entry_id");
  CREATE INDEX "medal_shipments_event_idx" ON "medal_shipments" USING btree ("event_id");
  CREATE INDEX "medal_shipments_status_idx" ON "medal_shipments" USING btree ("status");
  CREATE INDEX "medal_shipments_updated_at_idx" ON "medal_shipments" USING btree ("updated_at");
  CREATE INDEX "medal_shipments_created_at_idx" ON "medal_shipments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_medal_shipments_fk" FOREIGN KEY ("medal_shipments_id") REFERENCES "public"."medal_shipments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_medal_shipments_id_idx" ON "payload_locked_documents_rels" USING btree ("medal_shipments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "medal_shipments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "medal_shipments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_medal_shipments_fk";
  
  DROP INDEX "payload_locked_documents_rels_medal_shipments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "medal_shipments_id";
  DROP TYPE "public"."enum_medal_shipments_status";`)
}
