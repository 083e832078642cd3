import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_entries_entry_path" AS ENUM('individual', 'create-team', 'join-team');
  CREATE TYPE "public"."enum_entries_entry_type" AS ENUM('adult', 'child');
  CREATE TYPE "public"."enum_entries_locale" AS ENUM('en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv');
  CREATE TYPE "public"."enum_teams_emblem" AS ENUM('bolt', 'flame', 'mountain', 'wave', 'star', 'leaf', 'heart', 'shoe');
  CREATE TABLE "events_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_groups_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_events_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_groups_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"variant_id" integer NOT NULL,
  	"team_id" integer,
  	"entry_path" "enum_entries_entry_path" NOT NULL,
  	"entry_type" "enum_entries_entry_type" NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"email_key" varchar NOT NULL,
  	"distance_label" varchar NOT NULL,
  	"distance_km" numeric NOT NULL,
  	"timezone" varchar DEFAULT 'Europe/London' NOT NULL,
  	"group_label" varchar,
  	"start_date" varchar,
  	"start_time" varchar,
  	"no_medal" boolean DEFAULT false,
  	"order_number" varchar NOT NULL,
  	"customer_id" numeric,
  	"locale" "enum_entries_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"name_key" varchar NOT NULL,
  	"captain_email" varchar NOT NULL,
  	"captain_customer_id" numeric,
  	"order_number" varchar NOT NULL,
  	"distance_label" varchar NOT NULL,
  	"distance_km" numeric NOT NULL,
  	"timezone" varchar DEFAULT 'Europe/London' NOT NULL,
  	"group_label" varchar,
  	"start_date" varchar,
  	"start_time" varchar,
  	"adult_entries" numeric DEFAULT 0,
  	"child_entries" numeric DEFAULT 0,
  	"emblem" "enum_teams_emblem",
  	"emblem_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_emblems" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploaded_by" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "events" ADD COLUMN "max_team_size" numeric DEFAULT 20;
  ALTER TABLE "events" ADD COLUMN "run_club_event" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_max_team_size" numeric DEFAULT 20;
  ALTER TABLE "_events_v" ADD COLUMN "version_run_club_event" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "grants_run_club_membership" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "run_club_gear" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_grants_run_club_membership" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_run_club_gear" boolean DEFAULT false;
  ALTER TABLE "coupons" ADD COLUMN "members_only" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_emblems_id" integer;
  ALTER TABLE "events_groups" ADD CONSTRAINT "events_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_groups_locales" ADD CONSTRAINT "events_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_groups" ADD CONSTRAINT "_events_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_groups_locales" ADD CONSTRAINT "_events_v_version_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams" ADD CONSTRAINT "teams_emblem_image_id_team_emblems_id_fk" FOREIGN KEY ("emblem_image_id") REFERENCES "public"."team_emblems"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_groups_order_idx" ON "events_groups" USING btree ("_order");
  CREATE INDEX "events_groups_parent_id_idx" ON "events_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_groups_locales_locale_parent_id_unique" ON "events_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_groups_order_idx" ON "_events_v_version_groups" USING btree ("_order");
  CREATE INDEX "_events_v_version_groups_parent_id_idx" ON "_events_v_version_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_groups_locales_locale_parent_id_unique" ON "_events_v_version_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "entries_event_idx" ON "entries" USING btree ("event_id");
  CREATE INDEX "entries_variant_idx" ON "entries" USING btree ("variant_id");
  CREATE INDEX "entries_team_idx" ON "entries" USING btree ("team_id");
  CREATE INDEX "entries_email_key_idx" ON "entries" USING btree ("email_key");
  CREATE INDEX "entries_order_number_idx" ON "entries" USING btree ("order_number");
  CREATE INDEX "entries_customer_id_idx" ON "entries" USING btree ("customer_id");
  CREATE INDEX "entries_updated_at_idx" ON "entries" USING btree ("updated_at");
  CREATE INDEX "entries_created_at_idx" ON "entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_emailKey_idx" ON "entries" USING btree ("event_id","email_key");
  CREATE INDEX "teams_event_idx" ON "teams" USING btree ("event_id");
  CREATE INDEX "teams_name_key_idx" ON "teams" USING btree ("name_key");
  CREATE INDEX "teams_captain_customer_id_idx" ON "teams" USING btree ("captain_customer_id");
  CREATE INDEX "teams_emblem_image_idx" ON "teams" USING btree ("emblem_image_id");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_nameKey_idx" ON "teams" USING btree ("event_id","name_key");
  CREATE INDEX "team_emblems_uploaded_by_idx" ON "team_emblems" USING btree ("uploaded_by");
  CREATE INDEX "team_emblems_updated_at_idx" ON "team_emblems" USING btree ("updated_at");
  CREATE INDEX "team_emblems_created_at_idx" ON "team_emblems" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_emblems_filename_idx" ON "team_emblems" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entries_fk" FOREIGN KEY ("entries_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_emblems_fk" FOREIGN KEY ("team_emblems_id") REFERENCES "public"."team_emblems"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("entries_id");
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_team_emblems_id_idx" ON "payload_locked_documents_rels" USING btree ("team_emblems_id");
  ALTER TABLE "customers" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_emblems" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_groups" CASCADE;
  DROP TABLE "events_groups_locales" CASCADE;
  DROP TABLE "_events_v_version_groups" CASCADE;
  DROP TABLE "_events_v_version_groups_locales" CASCADE;
  DROP TABLE "entries" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "team_emblems" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_emblems_fk";
  
  DROP INDEX "payload_locked_documents_rels_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_emblems_id_idx";
  ALTER TABLE "customers" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "events" DROP COLUMN "max_team_size";
  ALTER TABLE "events" DROP COLUMN "run_club_event";
  ALTER TABLE "_events_v" DROP COLUMN "version_max_team_size";
  ALTER TABLE "_events_v" DROP COLUMN "version_run_club_event";
  ALTER TABLE "products" DROP COLUMN "grants_run_club_membership";
  ALTER TABLE "products" DROP COLUMN "run_club_gear";
  ALTER TABLE "_products_v" DROP COLUMN "version_grants_run_club_membership";
  ALTER TABLE "_products_v" DROP COLUMN "version_run_club_gear";
  ALTER TABLE "coupons" DROP COLUMN "members_only";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_emblems_id";
  DROP TYPE "public"."enum_entries_entry_path";
  DROP TYPE "public"."enum_entries_entry_type";
  DROP TYPE "public"."enum_entries_locale";
  DROP TYPE "public"."enum_teams_emblem";`)
}
