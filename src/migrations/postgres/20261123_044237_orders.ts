import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TYPE "public"."enum_orders_gateway" AS ENUM('card', 'paypal');
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"cart_number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'paid' NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_orders_locale" NOT NULL,
  	"customer_id" numeric,
  	"gateway" "enum_orders_gateway" NOT NULL,
  	"payment_reference" varchar NOT NULL,
  	"line_items" jsonb NOT NULL,
  	"item_subtotal" numeric NOT NULL,
  	"total_discount" numeric NOT NULL,
  	"total_shipping_cost" numeric NOT NULL,
  	"total_tax" numeric NOT NULL,
  	"total_price" numeric NOT NULL,
  	"coupon_code" varchar,
  	"billing_address" jsonb,
  	"shipping_address" jsonb,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE UNIQUE INDEX "orders_cart_number_idx" ON "orders" USING btree ("cart_number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id");
  CREATE UNIQUE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_gateway";`)
}
