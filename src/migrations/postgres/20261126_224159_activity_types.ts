import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { insertDefaultActivityTypes } from '../default-activity-types'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_types_sports" AS ENUM('running', 'walking', 'hiking', 'wheelchair', 'cycling', 'swimming', 'rowing', 'paddling', 'skiing', 'skating', 'workout', 'other');
  CREATE TYPE "public"."enum_activities_sport" AS ENUM('running', 'walking', 'hiking', 'wheelchair', 'cycling', 'swimming', 'rowing', 'paddling', 'skiing', 'skating', 'workout', 'other', 'transition');
  ALTER TYPE "public"."enum_activities_reason" ADD VALUE 'pace-across-runs' BEFORE 'rejected-by-editor';
  ALTER TYPE "public"."enum_activities_reason" ADD VALUE 'daily-distance' BEFORE 'rejected-by-editor';
  CREATE TABLE "activity_types_sports" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_activity_types_sports",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "activity_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activity_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "daily_distance_cap_km" numeric DEFAULT 100;
  ALTER TABLE "events_rels" ADD COLUMN "activity_types_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_daily_distance_cap_km" numeric DEFAULT 100;
  ALTER TABLE "_events_v_rels" ADD COLUMN "activity_types_id" integer;
  ALTER TABLE "activities" ADD COLUMN "activity_type_id" integer;
  ALTER TABLE "activities" ADD COLUMN "sport" "enum_activities_sport";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_types_id" integer;
  ALTER TABLE "activity_types_sports" ADD CONSTRAINT "activity_types_sports_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activity_types_locales" ADD CONSTRAINT "activity_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "activity_types_sports_order_idx" ON "activity_types_sports" USING btree ("order");
  CREATE INDEX "activity_types_sports_parent_idx" ON "activity_types_sports" USING btree ("parent_id");
  CREATE UNIQUE INDEX "activity_types_key_idx" ON "activity_types" USING btree ("key");
  CREATE INDEX "activity_types_updated_at_idx" ON "activity_types" USING btree ("updated_at");
  CREATE INDEX "activity_types_created_at_idx" ON "activity_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "activity_types_locales_locale_parent_id_unique" ON "activity_types_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_activity_types_fk" FOREIGN KEY ("activity_types_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_activity_types_fk" FOREIGN KEY ("activity_types_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_types_fk" FOREIGN KEY ("activity_types_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_rels_activity_types_id_idx" ON "events_rels" USING btree ("activity_types_id");
  CREATE INDEX "_events_v_rels_activity_types_id_idx" ON "_events_v_rels" USING btree ("activity_types_id");
  CREATE INDEX "activities_activity_type_idx" ON "activities" USING btree ("activity_type_id");
  CREATE INDEX "payload_locked_documents_rels_activity_types_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_types_id");`)

  await insertDefaultActivityTypes((query) => db.execute(query))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_types_sports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activity_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activity_types_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity_types_sports" CASCADE;
  DROP TABLE "activity_types" CASCADE;
  DROP TABLE "activity_types_locales" CASCADE;
  ALTER TABLE "events_rels" DROP CONSTRAINT "events_rels_activity_types_fk";
  
  ALTER TABLE "_events_v_rels" DROP CONSTRAINT "_events_v_rels_activity_types_fk";
  
  ALTER TABLE "activities" DROP CONSTRAINT "activities_activity_type_id_activity_types_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activity_types_fk";
  
  ALTER TABLE "activities" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_reason";
  CREATE TYPE "public"."enum_activities_reason" AS ENUM('implausible-pace', 'rejected-by-editor');
  ALTER TABLE "activities" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_activities_reason" USING "reason"::"public"."enum_activities_reason";
  DROP INDEX "events_rels_activity_types_id_idx";
  DROP INDEX "_events_v_rels_activity_types_id_idx";
  DROP INDEX "activities_activity_type_idx";
  DROP INDEX "payload_locked_documents_rels_activity_types_id_idx";
  ALTER TABLE "events" DROP COLUMN "daily_distance_cap_km";
  ALTER TABLE "events_rels" DROP COLUMN "activity_types_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_daily_distance_cap_km";
  ALTER TABLE "_events_v_rels" DROP COLUMN "activity_types_id";
  ALTER TABLE "activities" DROP COLUMN "activity_type_id";
  ALTER TABLE "activities" DROP COLUMN "sport";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_types_id";
  DROP TYPE "public"."enum_activity_types_sports";
  DROP TYPE "public"."enum_activities_sport";`)
}
