import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_distance_unit" AS ENUM('km', 'mi');
  ALTER TABLE "customers" ADD COLUMN "distance_unit" "enum_customers_distance_unit";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "distance_unit";
  DROP TYPE "public"."enum_customers_distance_unit";`)
}
