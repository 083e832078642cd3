import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_kind" AS ENUM('page', 'run-club', 'order');
  ALTER TABLE "pages" ADD COLUMN "kind" "enum_pages_kind" DEFAULT 'page' NOT NULL;
  CREATE INDEX "pages_kind_idx" ON "pages" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_kind_idx";
  ALTER TABLE "pages" DROP COLUMN "kind";
  DROP TYPE "public"."enum_pages_kind";`)
}
