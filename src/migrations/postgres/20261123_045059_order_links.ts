import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "access_key" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "payments" ADD COLUMN "order_key" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "access_key";
  ALTER TABLE "payments" DROP COLUMN "order_key";`)
}
