import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_training_plans_schedule_sessions_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_training_plans_schedule_sessions_kind" AS ENUM('easy', 'intervals', 'tempo', 'long', 'recovery', 'cross', 'rest', 'race');
  CREATE TYPE "public"."enum_training_plans_pricing" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum__training_plans_v_version_schedule_sessions_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__training_plans_v_version_schedule_sessions_kind" AS ENUM('easy', 'intervals', 'tempo', 'long', 'recovery', 'cross', 'rest', 'race');
  CREATE TYPE "public"."enum__training_plans_v_version_pricing" AS ENUM('free', 'paid');
  ALTER TYPE "public"."enum_variants_kind" ADD VALUE 'plan';
  CREATE TABLE "training_plans_schedule_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_training_plans_schedule_sessions_day",
  	"kind" "enum_training_plans_schedule_sessions_kind",
  	"distance_km" numeric,
  	"duration_minutes" numeric
  );
  
  CREATE TABLE "training_plans_schedule_sessions_locales" (
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "training_plans_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "training_plans_schedule_locales" (
  	"focus" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_training_plans_v_version_schedule_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__training_plans_v_version_schedule_sessions_day",
  	"kind" "enum__training_plans_v_version_schedule_sessions_kind",
  	"distance_km" numeric,
  	"duration_minutes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_training_plans_v_version_schedule_sessions_locales" (
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_training_plans_v_version_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_training_plans_v_version_schedule_locales" (
  	"focus" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "variants" ADD COLUMN "training_plan_id" integer;
  ALTER TABLE "training_plans" ADD COLUMN "pricing" "enum_training_plans_pricing" DEFAULT 'free';
  ALTER TABLE "training_plans" ADD COLUMN "price" numeric;
  ALTER TABLE "_training_plans_v" ADD COLUMN "version_pricing" "enum__training_plans_v_version_pricing" DEFAULT 'free';
  ALTER TABLE "_training_plans_v" ADD COLUMN "version_price" numeric;
  ALTER TABLE "training_plans_schedule_sessions" ADD CONSTRAINT "training_plans_schedule_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_plans_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_plans_schedule_sessions_locales" ADD CONSTRAINT "training_plans_schedule_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_plans_schedule_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_plans_schedule" ADD CONSTRAINT "training_plans_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_plans_schedule_locales" ADD CONSTRAINT "training_plans_schedule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_plans_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_plans_v_version_schedule_sessions" ADD CONSTRAINT "_training_plans_v_version_schedule_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_plans_v_version_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_plans_v_version_schedule_sessions_locales" ADD CONSTRAINT "_training_plans_v_version_schedule_sessions_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_plans_v_version_schedule_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_plans_v_version_schedule" ADD CONSTRAINT "_training_plans_v_version_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_training_plans_v_version_schedule_locales" ADD CONSTRAINT "_training_plans_v_version_schedule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_training_plans_v_version_schedule"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "training_plans_schedule_sessions_order_idx" ON "training_plans_schedule_sessions" USING btree ("_order");
  CREATE INDEX "training_plans_schedule_sessions_parent_id_idx" ON "training_plans_schedule_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "training_plans_schedule_sessions_locales_locale_parent_id_un" ON "training_plans_schedule_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "training_plans_schedule_order_idx" ON "training_plans_schedule" USING btree ("_order");
  CREATE INDEX "training_plans_schedule_parent_id_idx" ON "training_plans_schedule" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "training_plans_schedule_locales_locale_parent_id_unique" ON "training_plans_schedule_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_training_plans_v_version_schedule_sessions_order_idx" ON "_training_plans_v_version_schedule_sessions" USING btree ("_order");
  CREATE INDEX "_training_plans_v_version_schedule_sessions_parent_id_idx" ON "_training_plans_v_version_schedule_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_training_plans_v_version_schedule_sessions_locales_locale_p" ON "_training_plans_v_version_schedule_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_training_plans_v_version_schedule_order_idx" ON "_training_plans_v_version_schedule" USING btree ("_order");
  CREATE INDEX "_training_plans_v_version_schedule_parent_id_idx" ON "_training_plans_v_version_schedule" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_training_plans_v_version_schedule_locales_locale_parent_id_" ON "_training_plans_v_version_schedule_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "variants" ADD CONSTRAINT "variants_training_plan_id_training_plans_id_fk" FOREIGN KEY ("training_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "variants_training_plan_idx" ON "variants" USING btree ("training_plan_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "training_plans_schedule_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_plans_schedule_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_plans_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_plans_schedule_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_plans_v_version_schedule_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_plans_v_version_schedule_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_plans_v_version_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_training_plans_v_version_schedule_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "training_plans_schedule_sessions" CASCADE;
  DROP TABLE "training_plans_schedule_sessions_locales" CASCADE;
  DROP TABLE "training_plans_schedule" CASCADE;
  DROP TABLE "training_plans_schedule_locales" CASCADE;
  DROP TABLE "_training_plans_v_version_schedule_sessions" CASCADE;
  DROP TABLE "_training_plans_v_version_schedule_sessions_locales" CASCADE;
  DROP TABLE "_training_plans_v_version_schedule" CASCADE;
  DROP TABLE "_training_plans_v_version_schedule_locales" CASCADE;
  ALTER TABLE "variants" DROP CONSTRAINT "variants_training_plan_id_training_plans_id_fk";
  
  ALTER TABLE "variants" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_variants_kind";
  CREATE TYPE "public"."enum_variants_kind" AS ENUM('entry', 'merch');
  ALTER TABLE "variants" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_variants_kind" USING "kind"::"public"."enum_variants_kind";
  DROP INDEX "variants_training_plan_idx";
  ALTER TABLE "variants" DROP COLUMN "training_plan_id";
  ALTER TABLE "training_plans" DROP COLUMN "pricing";
  ALTER TABLE "training_plans" DROP COLUMN "price";
  ALTER TABLE "_training_plans_v" DROP COLUMN "version_pricing";
  ALTER TABLE "_training_plans_v" DROP COLUMN "version_price";
  DROP TYPE "public"."enum_training_plans_schedule_sessions_day";
  DROP TYPE "public"."enum_training_plans_schedule_sessions_kind";
  DROP TYPE "public"."enum_training_plans_pricing";
  DROP TYPE "public"."enum__training_plans_v_version_schedule_sessions_day";
  DROP TYPE "public"."enum__training_plans_v_version_schedule_sessions_kind";
  DROP TYPE "public"."enum__training_plans_v_version_pricing";`)
}
