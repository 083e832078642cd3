import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_markets_markets_languages" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TYPE "public"."enum_markets_markets_countries" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_tax_rates_rates_country" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_tax_rates_rates_tax_class" AS ENUM('standard', 'reduced', 'digital', 'zero');
  CREATE TABLE "invoice_sequences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"next" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "markets_markets_languages" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_markets_markets_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "markets_markets_countries" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_markets_markets_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "markets_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"rounding_step" numeric DEFAULT 1,
  	"rounding_ending" numeric DEFAULT 0,
  	"prices_include_tax" boolean DEFAULT true,
  	"enabled" boolean DEFAULT true
  );
  
  CREATE TABLE "markets_markets_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "markets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "tax_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_tax_rates_rates_country" NOT NULL,
  	"region" varchar,
  	"tax_class" "enum_tax_rates_rates_tax_class" NOT NULL,
  	"percent" numeric NOT NULL
  );
  
  CREATE TABLE "tax_rates_rates_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "seller" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"address_lines" varchar,
  	"vat_number" varchar,
  	"company_number" varchar,
  	"email" varchar,
  	"invoice_prefix" varchar DEFAULT 'MP-',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "sandbox_charges" ADD COLUMN "currency" varchar DEFAULT 'GBP' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_sequences_id" integer;
  ALTER TABLE "markets_markets_languages" ADD CONSTRAINT "markets_markets_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."markets_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "markets_markets_countries" ADD CONSTRAINT "markets_markets_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."markets_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "markets_markets" ADD CONSTRAINT "markets_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "markets_markets_locales" ADD CONSTRAINT "markets_markets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."markets_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_rates" ADD CONSTRAINT "tax_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_rates_locales" ADD CONSTRAINT "tax_rates_rates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "invoice_sequences_key_idx" ON "invoice_sequences" USING btree ("key");
  CREATE INDEX "invoice_sequences_updated_at_idx" ON "invoice_sequences" USING btree ("updated_at");
  CREATE INDEX "invoice_sequences_created_at_idx" ON "invoice_sequences" USING btree ("created_at");
  CREATE INDEX "markets_markets_languages_order_idx" ON "markets_markets_languages" USING btree ("order");
  CREATE INDEX "markets_markets_languages_parent_idx" ON "markets_markets_languages" USING btree ("parent_id");
  CREATE INDEX "markets_markets_countries_order_idx" ON "markets_markets_countries" USING btree ("order");
  CREATE INDEX "markets_markets_countries_parent_idx" ON "markets_markets_countries" USING btree ("parent_id");
  CREATE INDEX "markets_markets_order_idx" ON "markets_markets" USING btree ("_order");
  CREATE INDEX "markets_markets_parent_id_idx" ON "markets_markets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "markets_markets_locales_locale_parent_id_unique" ON "markets_markets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tax_rates_rates_order_idx" ON "tax_rates_rates" USING btree ("_order");
  CREATE INDEX "tax_rates_rates_parent_id_idx" ON "tax_rates_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tax_rates_rates_locales_locale_parent_id_unique" ON "tax_rates_rates_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_sequences_fk" FOREIGN KEY ("invoice_sequences_id") REFERENCES "public"."invoice_sequences"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoice_sequences_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_sequences_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoice_sequences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets_markets_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets_markets_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets_markets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_rates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoice_sequences" CASCADE;
  DROP TABLE "markets_markets_languages" CASCADE;
  DROP TABLE "markets_markets_countries" CASCADE;
  DROP TABLE "markets_markets" CASCADE;
  DROP TABLE "markets_markets_locales" CASCADE;
  DROP TABLE "markets" CASCADE;
  DROP TABLE "tax_rates_rates" CASCADE;
  DROP TABLE "tax_rates_rates_locales" CASCADE;
  DROP TABLE "tax_rates" CASCADE;
  DROP TABLE "seller" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_sequences_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoice_sequences_id_idx";
  ALTER TABLE "sandbox_charges" DROP COLUMN "currency";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_sequences_id";
  DROP TYPE "public"."enum_markets_markets_languages";
  DROP TYPE "public"."enum_markets_markets_countries";
  DROP TYPE "public"."enum_tax_rates_rates_country";
  DROP TYPE "public"."enum_tax_rates_rates_tax_class";`)
}
