import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_coupons_kind" AS ENUM('percentage', 'fixed');
  CREATE TYPE "public"."enum_coupons_scope" AS ENUM('all', 'merch', 'entries');
  CREATE TYPE "public"."enum_shipping_rates_zones_countries" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"line_items" jsonb NOT NULL,
  	"next_line_id" numeric DEFAULT 1 NOT NULL,
  	"email" varchar,
  	"coupon_code" varchar,
  	"gateway_id" numeric,
  	"shipping_method_handle" varchar,
  	"shipping_address" jsonb,
  	"billing_address" jsonb,
  	"notes" varchar,
  	"customer_id" numeric,
  	"is_completed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"description" varchar,
  	"kind" "enum_coupons_kind" DEFAULT 'percentage' NOT NULL,
  	"amount" numeric NOT NULL,
  	"scope" "enum_coupons_scope" DEFAULT 'all' NOT NULL,
  	"minimum_spend" numeric,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"usage_limit" numeric,
  	"per_email_limit" numeric,
  	"times_used" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupon_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coupon_code" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"order_number" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_rates_zones_countries" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_shipping_rates_zones_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shipping_rates_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rate" numeric NOT NULL,
  	"free_over" numeric
  );
  
  CREATE TABLE "shipping_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"other_countries_enabled" boolean DEFAULT true,
  	"other_countries_rate" numeric,
  	"other_countries_free_over" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupon_redemptions_id" integer;
  ALTER TABLE "shipping_rates_zones_countries" ADD CONSTRAINT "shipping_rates_zones_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_rates_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_rates_zones" ADD CONSTRAINT "shipping_rates_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "carts_number_idx" ON "carts" USING btree ("number");
  CREATE INDEX "carts_email_idx" ON "carts" USING btree ("email");
  CREATE INDEX "carts_customer_id_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_is_completed_idx" ON "carts" USING btree ("is_completed");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupon_redemptions_coupon_code_idx" ON "coupon_redemptions" USING btree ("coupon_code");
  CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("email");
  CREATE UNIQUE INDEX "coupon_redemptions_order_number_idx" ON "coupon_redemptions" USING btree ("order_number");
  CREATE INDEX "coupon_redemptions_updated_at_idx" ON "coupon_redemptions" USING btree ("updated_at");
  CREATE INDEX "coupon_redemptions_created_at_idx" ON "coupon_redemptions" USING btree ("created_at");
  CREATE INDEX "shipping_rates_zones_countries_order_idx" ON "shipping_rates_zones_countries" USING btree ("order");
  CREATE INDEX "shipping_rates_zones_countries_parent_idx" ON "shipping_rates_zones_countries" USING btree ("parent_id");
  CREATE INDEX "shipping_rates_zones_order_idx" ON "shipping_rates_zones" USING btree ("_order");
  CREATE INDEX "shipping_rates_zones_parent_id_idx" ON "shipping_rates_zones" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk" FOREIGN KEY ("coupon_redemptions_id") REFERENCES "public"."coupon_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("coupon_redemptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupon_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates_zones_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupon_redemptions" CASCADE;
  DROP TABLE "shipping_rates_zones_countries" CASCADE;
  DROP TABLE "shipping_rates_zones" CASCADE;
  DROP TABLE "shipping_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupon_redemptions_id";
  DROP TYPE "public"."enum_coupons_kind";
  DROP TYPE "public"."enum_coupons_scope";
  DROP TYPE "public"."enum_shipping_rates_zones_countries";`)
}
