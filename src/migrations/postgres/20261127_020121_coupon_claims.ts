import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "coupon_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coupon_code" varchar NOT NULL,
  	"holder" varchar NOT NULL,
  	"slot" numeric NOT NULL,
  	"order_number" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupon_claims_id" integer;
  CREATE INDEX "coupon_claims_coupon_code_idx" ON "coupon_claims" USING btree ("coupon_code");
  CREATE INDEX "coupon_claims_order_number_idx" ON "coupon_claims" USING btree ("order_number");
  CREATE INDEX "coupon_claims_updated_at_idx" ON "coupon_claims" USING btree ("updated_at");
  CREATE INDEX "coupon_claims_created_at_idx" ON "coupon_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "couponCode_holder_slot_idx" ON "coupon_claims" USING btree ("coupon_code","holder","slot");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupon_claims_fk" FOREIGN KEY ("coupon_claims_id") REFERENCES "public"."coupon_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_coupon_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("coupon_claims_id");`)
  // Uses recorded before claims existed count for their order's email.
  await db.execute(sql`
   INSERT INTO "coupon_claims" ("coupon_code", "holder", "slot", "order_number", "created_at", "updated_at")
   SELECT "coupon_code", 'email:' || lower(trim("email")), row_number() OVER (PARTITION BY "coupon_code", lower(trim("email")) ORDER BY "id"), "order_number", "created_at", "updated_at"
   FROM "coupon_redemptions";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "coupon_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "coupon_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupon_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_coupon_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupon_claims_id";`)
}
