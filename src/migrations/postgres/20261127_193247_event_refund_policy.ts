import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "refund_full_days" numeric;
  ALTER TABLE "events" ADD COLUMN "refund_partial_days" numeric;
  ALTER TABLE "events" ADD COLUMN "refund_partial_percent" numeric DEFAULT 50;
  ALTER TABLE "_events_v" ADD COLUMN "version_refund_full_days" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_refund_partial_days" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_refund_partial_percent" numeric DEFAULT 50;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "refund_full_days";
  ALTER TABLE "events" DROP COLUMN "refund_partial_days";
  ALTER TABLE "events" DROP COLUMN "refund_partial_percent";
  ALTER TABLE "_events_v" DROP COLUMN "version_refund_full_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_refund_partial_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_refund_partial_percent";`)
}
