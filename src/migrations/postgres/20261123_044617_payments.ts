import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_gateway" AS ENUM('card', 'paypal');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');
  CREATE TYPE "public"."enum_payments_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TYPE "public"."enum_sandbox_charges_status" AS ENUM('requires-approval', 'approved', 'cancelled', 'succeeded', 'refunded');
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"transaction_hash" varchar NOT NULL,
  	"cart_number" varchar NOT NULL,
  	"gateway" "enum_payments_gateway" NOT NULL,
  	"reference" varchar,
  	"amount" numeric NOT NULL,
  	"status" "enum_payments_status" NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_payments_locale" NOT NULL,
  	"redirect" varchar NOT NULL,
  	"cancel_url" varchar NOT NULL,
  	"message" varchar,
  	"order_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sandbox_charges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"return_url" varchar NOT NULL,
  	"status" "enum_sandbox_charges_status" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sandbox_charges_id" integer;
  CREATE UNIQUE INDEX "payments_transaction_hash_idx" ON "payments" USING btree ("transaction_hash");
  CREATE INDEX "payments_cart_number_idx" ON "payments" USING btree ("cart_number");
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_order_number_idx" ON "payments" USING btree ("order_number");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "sandbox_charges_reference_idx" ON "sandbox_charges" USING btree ("reference");
  CREATE UNIQUE INDEX "sandbox_charges_idempotency_key_idx" ON "sandbox_charges" USING btree ("idempotency_key");
  CREATE INDEX "sandbox_charges_updated_at_idx" ON "sandbox_charges" USING btree ("updated_at");
  CREATE INDEX "sandbox_charges_created_at_idx" ON "sandbox_charges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sandbox_charges_fk" FOREIGN KEY ("sandbox_charges_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_sandbox_charges_id_idx" ON "payload_locked_documents_rels" USING btree ("sandbox_charges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sandbox_charges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "sandbox_charges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sandbox_charges_fk";
  
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_sandbox_charges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sandbox_charges_id";
  DROP TYPE "public"."enum_payments_gateway";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_locale";
  DROP TYPE "public"."enum_sandbox_charges_status";`)
}
