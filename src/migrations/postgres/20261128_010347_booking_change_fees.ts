import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_variants_booking_change" AS ENUM('transfer', 'deferral');
  ALTER TYPE "public"."enum_variants_kind" ADD VALUE 'fee';
  ALTER TYPE "public"."enum_entry_transfers_state" ADD VALUE 'awaiting-payment' BEFORE 'pending';
  CREATE TABLE "events_transfer_fee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric
  );
  
  CREATE TABLE "events_deferral_fee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric
  );
  
  CREATE TABLE "_events_v_version_transfer_fee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_deferral_fee" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "variants" ADD COLUMN "booking_change" "enum_variants_booking_change";
  ALTER TABLE "events_transfer_fee" ADD CONSTRAINT "events_transfer_fee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_deferral_fee" ADD CONSTRAINT "events_deferral_fee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_transfer_fee" ADD CONSTRAINT "_events_v_version_transfer_fee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_deferral_fee" ADD CONSTRAINT "_events_v_version_deferral_fee_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_transfer_fee_order_idx" ON "events_transfer_fee" USING btree ("_order");
  CREATE INDEX "events_transfer_fee_parent_id_idx" ON "events_transfer_fee" USING btree ("_parent_id");
  CREATE INDEX "events_deferral_fee_order_idx" ON "events_deferral_fee" USING btree ("_order");
  CREATE INDEX "events_deferral_fee_parent_id_idx" ON "events_deferral_fee" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_transfer_fee_order_idx" ON "_events_v_version_transfer_fee" USING btree ("_order");
  CREATE INDEX "_events_v_version_transfer_fee_parent_id_idx" ON "_events_v_version_transfer_fee" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_deferral_fee_order_idx" ON "_events_v_version_deferral_fee" USING btree ("_order");
  CREATE INDEX "_events_v_version_deferral_fee_parent_id_idx" ON "_events_v_version_deferral_fee" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_transfer_fee" CASCADE;
  DROP TABLE "events_deferral_fee" CASCADE;
  DROP TABLE "_events_v_version_transfer_fee" CASCADE;
  DROP TABLE "_events_v_version_deferral_fee" CASCADE;
  ALTER TABLE "variants" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_variants_kind";
  CREATE TYPE "public"."enum_variants_kind" AS ENUM('entry', 'merch', 'plan');
  ALTER TABLE "variants" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_variants_kind" USING "kind"::"public"."enum_variants_kind";
  ALTER TABLE "entry_transfers" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_entry_transfers_state";
  CREATE TYPE "public"."enum_entry_transfers_state" AS ENUM('pending', 'claimed', 'taken-back');
  ALTER TABLE "entry_transfers" ALTER COLUMN "state" SET DATA TYPE "public"."enum_entry_transfers_state" USING "state"::"public"."enum_entry_transfers_state";
  ALTER TABLE "variants" DROP COLUMN "booking_change";
  DROP TYPE "public"."enum_variants_booking_change";`)
}
