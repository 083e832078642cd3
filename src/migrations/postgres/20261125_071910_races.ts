import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_team_target" AS ENUM('members', 'fixed');
  CREATE TYPE "public"."enum_events_medal_shipping" AS ENUM('on-finish', 'before-window');
  CREATE TYPE "public"."enum__events_v_version_team_target" AS ENUM('members', 'fixed');
  CREATE TYPE "public"."enum__events_v_version_medal_shipping" AS ENUM('on-finish', 'before-window');
  CREATE TYPE "public"."enum_activities_source" AS ENUM('manual', 'file', 'app');
  CREATE TYPE "public"."enum_activities_status" AS ENUM('counted', 'held', 'rejected');
  CREATE TYPE "public"."enum_activities_reason" AS ENUM('implausible-pace', 'rejected-by-editor');
  CREATE TABLE "activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"distance_meters" numeric NOT NULL,
  	"duration_seconds" numeric NOT NULL,
  	"source" "enum_activities_source" NOT NULL,
  	"format" varchar,
  	"device" varchar,
  	"status" "enum_activities_status" NOT NULL,
  	"reason" "enum_activities_reason",
  	"review_note" varchar,
  	"external_id" varchar,
  	"file_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "grace_hours" numeric DEFAULT 24;
  ALTER TABLE "events" ADD COLUMN "timebox_hours" numeric DEFAULT 24;
  ALTER TABLE "events" ADD COLUMN "team_target" "enum_events_team_target" DEFAULT 'members';
  ALTER TABLE "events" ADD COLUMN "team_distance_km" numeric;
  ALTER TABLE "events" ADD COLUMN "medal_shipping" "enum_events_medal_shipping" DEFAULT 'on-finish';
  ALTER TABLE "_events_v" ADD COLUMN "version_grace_hours" numeric DEFAULT 24;
  ALTER TABLE "_events_v" ADD COLUMN "version_timebox_hours" numeric DEFAULT 24;
  ALTER TABLE "_events_v" ADD COLUMN "version_team_target" "enum__events_v_version_team_target" DEFAULT 'members';
  ALTER TABLE "_events_v" ADD COLUMN "version_team_distance_km" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_medal_shipping" "enum__events_v_version_medal_shipping" DEFAULT 'on-finish';
  ALTER TABLE "entries" ADD COLUMN "counted_meters" numeric DEFAULT 0;
  ALTER TABLE "entries" ADD COLUMN "counted_seconds" numeric DEFAULT 0;
  ALTER TABLE "entries" ADD COLUMN "counted_runs" numeric DEFAULT 0;
  ALTER TABLE "entries" ADD COLUMN "finished_at" timestamp(3) with time zone;
  ALTER TABLE "entries" ADD COLUMN "finish_seconds" numeric;
  ALTER TABLE "entries" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "entries" ADD COLUMN "on_board" boolean DEFAULT false;
  ALTER TABLE "entries" ADD COLUMN "certificate_pdf" varchar;
  ALTER TABLE "teams" ADD COLUMN "counted_meters" numeric DEFAULT 0;
  ALTER TABLE "teams" ADD COLUMN "finished_at" timestamp(3) with time zone;
  ALTER TABLE "teams" ADD COLUMN "certificate_pdf" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activities_id" integer;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activities_entry_idx" ON "activities" USING btree ("entry_id");
  CREATE INDEX "activities_event_idx" ON "activities" USING btree ("event_id");
  CREATE INDEX "activities_status_idx" ON "activities" USING btree ("status");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "entry_startedAt_idx" ON "activities" USING btree ("entry_id","started_at");
  CREATE UNIQUE INDEX "entry_fileHash_idx" ON "activities" USING btree ("entry_id","file_hash");
  CREATE UNIQUE INDEX "entry_externalId_idx" ON "activities" USING btree ("entry_id","external_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "entries_finished_at_idx" ON "entries" USING btree ("finished_at");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activities" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activities_fk";
  
  DROP INDEX "entries_finished_at_idx";
  DROP INDEX "payload_locked_documents_rels_activities_id_idx";
  ALTER TABLE "events" DROP COLUMN "grace_hours";
  ALTER TABLE "events" DROP COLUMN "timebox_hours";
  ALTER TABLE "events" DROP COLUMN "team_target";
  ALTER TABLE "events" DROP COLUMN "team_distance_km";
  ALTER TABLE "events" DROP COLUMN "medal_shipping";
  ALTER TABLE "_events_v" DROP COLUMN "version_grace_hours";
  ALTER TABLE "_events_v" DROP COLUMN "version_timebox_hours";
  ALTER TABLE "_events_v" DROP COLUMN "version_team_target";
  ALTER TABLE "_events_v" DROP COLUMN "version_team_distance_km";
  ALTER TABLE "_events_v" DROP COLUMN "version_medal_shipping";
  ALTER TABLE "entries" DROP COLUMN "counted_meters";
  ALTER TABLE "entries" DROP COLUMN "counted_seconds";
  ALTER TABLE "entries" DROP COLUMN "counted_runs";
  ALTER TABLE "entries" DROP COLUMN "finished_at";
  ALTER TABLE "entries" DROP COLUMN "finish_seconds";
  ALTER TABLE "entries" DROP COLUMN "closed_at";
  ALTER TABLE "entries" DROP COLUMN "on_board";
  ALTER TABLE "entries" DROP COLUMN "certificate_pdf";
  ALTER TABLE "teams" DROP COLUMN "counted_meters";
  ALTER TABLE "teams" DROP COLUMN "finished_at";
  ALTER TABLE "teams" DROP COLUMN "certificate_pdf";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activities_id";
  DROP TYPE "public"."enum_events_team_target";
  DROP TYPE "public"."enum_events_medal_shipping";
  DROP TYPE "public"."enum__events_v_version_team_target";
  DROP TYPE "public"."enum__events_v_version_medal_shipping";
  DROP TYPE "public"."enum_activities_source";
  DROP TYPE "public"."enum_activities_status";
  DROP TYPE "public"."enum_activities_reason";`)
}
