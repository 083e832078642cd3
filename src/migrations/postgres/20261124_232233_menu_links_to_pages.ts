import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_hero_link_type" ADD VALUE 'page' BEFORE 'internal';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_link_type" ADD VALUE 'page' BEFORE 'internal';
  ALTER TYPE "public"."enum_header_menu_entries_children_menu_item_type" ADD VALUE 'page' BEFORE 'internal';
  ALTER TYPE "public"."enum_header_menu_entries_menu_item_type" ADD VALUE 'page' BEFORE 'internal';
  ALTER TYPE "public"."enum_footer_menu_entries_footer_link_type" ADD VALUE 'page' BEFORE 'internal';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "header_menu_entries_children" ADD COLUMN "menu_item_page_id" integer;
  ALTER TABLE "header_menu_entries" ADD COLUMN "menu_item_page_id" integer;
  ALTER TABLE "footer_menu_entries" ADD COLUMN "footer_link_page_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_entries_children" ADD CONSTRAINT "header_menu_entries_children_menu_item_page_id_pages_id_fk" FOREIGN KEY ("menu_item_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_entries" ADD CONSTRAINT "header_menu_entries_menu_item_page_id_pages_id_fk" FOREIGN KEY ("menu_item_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_menu_entries" ADD CONSTRAINT "footer_menu_entries_footer_link_page_id_pages_id_fk" FOREIGN KEY ("footer_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_link_link_page_idx" ON "pages_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_call_to_action_link_link_page_idx" ON "pages_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "header_menu_entries_children_menu_item_menu_item_page_idx" ON "header_menu_entries_children" USING btree ("menu_item_page_id");
  CREATE INDEX "header_menu_entries_menu_item_menu_item_page_idx" ON "header_menu_entries" USING btree ("menu_item_page_id");
  CREATE INDEX "footer_menu_entries_footer_link_footer_link_page_idx" ON "footer_menu_entries" USING btree ("footer_link_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_call_to_action" DROP CONSTRAINT "pages_blocks_call_to_action_link_page_id_pages_id_fk";
  
  ALTER TABLE "header_menu_entries_children" DROP CONSTRAINT "header_menu_entries_children_menu_item_page_id_pages_id_fk";
  
  ALTER TABLE "header_menu_entries" DROP CONSTRAINT "header_menu_entries_menu_item_page_id_pages_id_fk";
  
  ALTER TABLE "footer_menu_entries" DROP CONSTRAINT "footer_menu_entries_footer_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_type" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_link_type";
  CREATE TYPE "public"."enum_pages_blocks_hero_link_type" AS ENUM('internal', 'external', 'none');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_type" SET DEFAULT 'internal'::"public"."enum_pages_blocks_hero_link_type";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_hero_link_type" USING "link_type"::"public"."enum_pages_blocks_hero_link_type";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_type" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_type" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_type";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_type" AS ENUM('internal', 'external', 'none');
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_type" SET DEFAULT 'internal'::"public"."enum_pages_blocks_call_to_action_link_type";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_type" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_link_type" USING "link_type"::"public"."enum_pages_blocks_call_to_action_link_type";
  ALTER TABLE "header_menu_entries_children" ALTER COLUMN "menu_item_type" SET DATA TYPE text;
  ALTER TABLE "header_menu_entries_children" ALTER COLUMN "menu_item_type" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_header_menu_entries_children_menu_item_type";
  CREATE TYPE "public"."enum_header_menu_entries_children_menu_item_type" AS ENUM('internal', 'external', 'none');
  ALTER TABLE "header_menu_entries_children" ALTER COLUMN "menu_item_type" SET DEFAULT 'internal'::"public"."enum_header_menu_entries_children_menu_item_type";
  ALTER TABLE "header_menu_entries_children" ALTER COLUMN "menu_item_type" SET DATA TYPE "public"."enum_header_menu_entries_children_menu_item_type" USING "menu_item_type"::"public"."enum_header_menu_entries_children_menu_item_type";
  ALTER TABLE "header_menu_entries" ALTER COLUMN "menu_item_type" SET DATA TYPE text;
  ALTER TABLE "header_menu_entries" ALTER COLUMN "menu_item_type" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_header_menu_entries_menu_item_type";
  CREATE TYPE "public"."enum_header_menu_entries_menu_item_type" AS ENUM('internal', 'external', 'none');
  ALTER TABLE "header_menu_entries" ALTER COLUMN "menu_item_type" SET DEFAULT 'internal'::"public"."enum_header_menu_entries_menu_item_type";
  ALTER TABLE "header_menu_entries" ALTER COLUMN "menu_item_type" SET DATA TYPE "public"."enum_header_menu_entries_menu_item_type" USING "menu_item_type"::"public"."enum_header_menu_entries_menu_item_type";
  ALTER TABLE "footer_menu_entries" ALTER COLUMN "footer_link_type" SET DATA TYPE text;
  ALTER TABLE "footer_menu_entries" ALTER COLUMN "footer_link_type" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_footer_menu_entries_footer_link_type";
  CREATE TYPE "public"."enum_footer_menu_entries_footer_link_type" AS ENUM('internal', 'external', 'none');
  ALTER TABLE "footer_menu_entries" ALTER COLUMN "footer_link_type" SET DEFAULT 'internal'::"public"."enum_footer_menu_entries_footer_link_type";
  ALTER TABLE "footer_menu_entries" ALTER COLUMN "footer_link_type" SET DATA TYPE "public"."enum_footer_menu_entries_footer_link_type" USING "footer_link_type"::"public"."enum_footer_menu_entries_footer_link_type";
  DROP INDEX "pages_blocks_hero_link_link_page_idx";
  DROP INDEX "pages_blocks_call_to_action_link_link_page_idx";
  DROP INDEX "header_menu_entries_children_menu_item_menu_item_page_idx";
  DROP INDEX "header_menu_entries_menu_item_menu_item_page_idx";
  DROP INDEX "footer_menu_entries_footer_link_footer_link_page_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "link_page_id";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_page_id";
  ALTER TABLE "header_menu_entries_children" DROP COLUMN "menu_item_page_id";
  ALTER TABLE "header_menu_entries" DROP COLUMN "menu_item_page_id";
  ALTER TABLE "footer_menu_entries" DROP COLUMN "footer_link_page_id";`)
}
