import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ADD COLUMN "event_id" integer;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_event_id_events_id_fk";
  
  DROP INDEX "audit_events_event_idx";
  ALTER TABLE "audit_events" DROP COLUMN "event_id";`)
}
