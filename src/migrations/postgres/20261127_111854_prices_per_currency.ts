import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_variants_tax_class" AS ENUM('standard', 'reduced', 'digital', 'zero');
  CREATE TABLE "variants_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "coupons_amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric
  );
  
  CREATE TABLE "coupons_minimum_spends" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "training_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric
  );
  
  CREATE TABLE "_training_plans_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "shipping_rates_zones_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"rate" numeric NOT NULL,
  	"free_over" numeric
  );
  
  CREATE TABLE "shipping_rates_other_countries_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"rate" numeric NOT NULL,
  	"free_over" numeric
  );
  
  ALTER TABLE "coupons" ALTER COLUMN "amount" DROP NOT NULL;
  ALTER TABLE "variants" ADD COLUMN "tax_class" "enum_variants_tax_class";
  ALTER TABLE "orders" ADD COLUMN "currency" varchar DEFAULT 'GBP' NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "market" varchar;
  ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT true;
  ALTER TABLE "orders" ADD COLUMN "tax_country" varchar;
  ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb;
  ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "currency" varchar DEFAULT 'GBP' NOT NULL;
  ALTER TABLE "carts" ADD COLUMN "currency" varchar DEFAULT 'GBP' NOT NULL;
  ALTER TABLE "carts" ADD COLUMN "market" varchar;
  ALTER TABLE "variants_prices" ADD CONSTRAINT "variants_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_amounts" ADD CONSTRAINT "coupons_amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_minimum_spends" ADD CONSTRAINT "coupons_minimum_spends_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_plans_prices" ADD CONSTRAINT "training_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_plans_v_version_prices" ADD CONSTRAINT "_training_plans_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_rates_zones_rates" ADD CONSTRAINT "shipping_rates_zones_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_rates_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_rates_other_countries_rates" ADD CONSTRAINT "shipping_rates_other_countries_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "variants_prices_order_idx" ON "variants_prices" USING btree ("_order");
  CREATE INDEX "variants_prices_parent_id_idx" ON "variants_prices" USING btree ("_parent_id");
  CREATE INDEX "coupons_amounts_order_idx" ON "coupons_amounts" USING btree ("_order");
  CREATE INDEX "coupons_amounts_parent_id_idx" ON "coupons_amounts" USING btree ("_parent_id");
  CREATE INDEX "coupons_minimum_spends_order_idx" ON "coupons_minimum_spends" USING btree ("_order");
  CREATE INDEX "coupons_minimum_spends_parent_id_idx" ON "coupons_minimum_spends" USING btree ("_parent_id");
  CREATE INDEX "training_plans_prices_order_idx" ON "training_plans_prices" USING btree ("_order");
  CREATE INDEX "training_plans_prices_parent_id_idx" ON "training_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "_training_plans_v_version_prices_order_idx" ON "_training_plans_v_version_prices" USING btree ("_order");
  CREATE INDEX "_training_plans_v_version_prices_parent_id_idx" ON "_training_plans_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "shipping_rates_zones_rates_order_idx" ON "shipping_rates_zones_rates" USING btree ("_order");
  CREATE INDEX "shipping_rates_zones_rates_parent_id_idx" ON "shipping_rates_zones_rates" USING btree ("_parent_id");
  CREATE INDEX "shipping_rates_other_countries_rates_order_idx" ON "shipping_rates_other_countries_rates" USING btree ("_order");
  CREATE INDEX "shipping_rates_other_countries_rates_parent_id_idx" ON "shipping_rates_other_countries_rates" USING btree ("_parent_id");
  CREATE INDEX "orders_currency_idx" ON "orders" USING btree ("currency");
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  INSERT INTO "variants_prices" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "price" FROM "variants" WHERE "price" IS NOT NULL;
  INSERT INTO "training_plans_prices" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "price" FROM "training_plans" WHERE "price" IS NOT NULL;
  INSERT INTO "_training_plans_v_version_prices" ("_order", "_parent_id", "currency", "amount", "_uuid") SELECT 1, "id", 'GBP', "version_price", 'gbp-' || "id" FROM "_training_plans_v" WHERE "version_price" IS NOT NULL;
  INSERT INTO "coupons_amounts" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "amount" FROM "coupons" WHERE "kind" = 'fixed' AND "amount" IS NOT NULL;
  INSERT INTO "coupons_minimum_spends" ("_order", "_parent_id", "id", "currency", "amount") SELECT 1, "id", 'gbp-' || "id", 'GBP', "minimum_spend" FROM "coupons" WHERE "minimum_spend" IS NOT NULL;
  INSERT INTO "shipping_rates_zones_rates" ("_order", "_parent_id", "id", "currency", "rate", "free_over") SELECT 1, "id", 'gbp-' || "id", 'GBP', "rate", "free_over" FROM "shipping_rates_zones" WHERE "rate" IS NOT NULL;
  INSERT INTO "shipping_rates_other_countries_rates" ("_order", "_parent_id", "id", "currency", "rate", "free_over") SELECT 1, "id", 'gbp-' || "id", 'GBP', "other_countries_rate", "other_countries_free_over" FROM "shipping_rates" WHERE "other_countries_rate" IS NOT NULL;
  UPDATE "coupons" SET "amount" = NULL WHERE "kind" = 'fixed';
  ALTER TABLE "variants" DROP COLUMN "price";
  ALTER TABLE "coupons" DROP COLUMN "minimum_spend";
  ALTER TABLE "training_plans" DROP COLUMN "price";
  ALTER TABLE "_training_plans_v" DROP COLUMN "version_price";
  ALTER TABLE "shipping_rates_zones" DROP COLUMN "rate";
  ALTER TABLE "shipping_rates_zones" DROP COLUMN "free_over";
  ALTER TABLE "shipping_rates" DROP COLUMN "other_countries_rate";
  ALTER TABLE "shipping_rates" DROP COLUMN "other_countries_free_over";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "variants_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_amounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_minimum_spends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_plans_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_plans_v_version_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates_zones_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates_other_countries_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "variants_prices" CASCADE;
  DROP TABLE "coupons_amounts" CASCADE;
  DROP TABLE "coupons_minimum_spends" CASCADE;
  DROP TABLE "training_plans_prices" CASCADE;
  DROP TABLE "_training_plans_v_version_prices" CASCADE;
  DROP TABLE "shipping_rates_zones_rates" CASCADE;
  DROP TABLE "shipping_rates_other_countries_rates" CASCADE;
  DROP INDEX "orders_currency_idx";
  DROP INDEX "orders_invoice_number_idx";
  ALTER TABLE "coupons" ALTER COLUMN "amount" SET NOT NULL;
  ALTER TABLE "variants" ADD COLUMN "price" numeric NOT NULL;
  ALTER TABLE "coupons" ADD COLUMN "minimum_spend" numeric;
  ALTER TABLE "training_plans" ADD COLUMN "price" numeric;
  ALTER TABLE "_training_plans_v" ADD COLUMN "version_price" numeric;
  ALTER TABLE "shipping_rates_zones" ADD COLUMN "rate" numeric NOT NULL;
  ALTER TABLE "shipping_rates_zones" ADD COLUMN "free_over" numeric;
  ALTER TABLE "shipping_rates" ADD COLUMN "other_countries_rate" numeric;
  ALTER TABLE "shipping_rates" ADD COLUMN "other_countries_free_over" numeric;
  ALTER TABLE "variants" DROP COLUMN "tax_class";
  ALTER TABLE "orders" DROP COLUMN "currency";
  ALTER TABLE "orders" DROP COLUMN "market";
  ALTER TABLE "orders" DROP COLUMN "prices_include_tax";
  ALTER TABLE "orders" DROP COLUMN "tax_country";
  ALTER TABLE "orders" DROP COLUMN "tax_lines";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "invoiced_at";
  ALTER TABLE "payments" DROP COLUMN "currency";
  ALTER TABLE "carts" DROP COLUMN "currency";
  ALTER TABLE "carts" DROP COLUMN "market";
  DROP TYPE "public"."enum_variants_tax_class";`)
}
