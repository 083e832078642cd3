import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entries" ADD COLUMN "entrant_customer_id" numeric;
  ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "email_change_token_hash" varchar;
  CREATE INDEX "entries_entrant_customer_id_idx" ON "entries" USING btree ("entrant_customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "entries_entrant_customer_id_idx";
  ALTER TABLE "entries" DROP COLUMN "entrant_customer_id";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "email_change_expires_at";
  ALTER TABLE "customers" DROP COLUMN "email_change_token_hash";`)
}
