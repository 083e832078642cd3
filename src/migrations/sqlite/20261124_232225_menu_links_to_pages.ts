import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_link_link_page_idx\` ON \`pages_blocks_hero\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_link_link_page_idx\` ON \`pages_blocks_call_to_action\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`header_menu_entries_children\` ADD \`menu_item_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_children_menu_item_menu_item_page_idx\` ON \`header_menu_entries_children\` (\`menu_item_page_id\`);`)
  await db.run(sql`ALTER TABLE \`header_menu_entries\` ADD \`menu_item_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_menu_item_menu_item_page_idx\` ON \`header_menu_entries\` (\`menu_item_page_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_menu_entries\` ADD \`footer_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`footer_menu_entries_footer_link_footer_link_page_idx\` ON \`footer_menu_entries\` (\`footer_link_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_path\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "image_id", "link_type", "link_path", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "link_type", "link_path", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_path\` text,
  	\`style\` text DEFAULT 'red',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "link_type", "link_path", "style", "block_name") SELECT "_order", "_parent_id", "_path", "id", "link_type", "link_path", "style", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_menu_entries_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_item_type\` text DEFAULT 'internal',
  	\`menu_item_path\` text,
  	\`menu_item_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_menu_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_menu_entries_children\`("_order", "_parent_id", "id", "menu_item_type", "menu_item_path", "menu_item_target") SELECT "_order", "_parent_id", "id", "menu_item_type", "menu_item_path", "menu_item_target" FROM \`header_menu_entries_children\`;`)
  await db.run(sql`DROP TABLE \`header_menu_entries_children\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_menu_entries_children\` RENAME TO \`header_menu_entries_children\`;`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_children_order_idx\` ON \`header_menu_entries_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_children_parent_id_idx\` ON \`header_menu_entries_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_menu_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`menu_item_type\` text DEFAULT 'internal',
  	\`menu_item_path\` text,
  	\`menu_item_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_menu_entries\`("_order", "_parent_id", "id", "menu_item_type", "menu_item_path", "menu_item_target") SELECT "_order", "_parent_id", "id", "menu_item_type", "menu_item_path", "menu_item_target" FROM \`header_menu_entries\`;`)
  await db.run(sql`DROP TABLE \`header_menu_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_menu_entries\` RENAME TO \`header_menu_entries\`;`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_order_idx\` ON \`header_menu_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_entries_parent_id_idx\` ON \`header_menu_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_menu_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`footer_link_type\` text DEFAULT 'internal',
  	\`footer_link_path\` text,
  	\`footer_link_target\` text DEFAULT '_self',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_menu_entries\`("_order", "_parent_id", "id", "footer_link_type", "footer_link_path", "footer_link_target") SELECT "_order", "_parent_id", "id", "footer_link_type", "footer_link_path", "footer_link_target" FROM \`footer_menu_entries\`;`)
  await db.run(sql`DROP TABLE \`footer_menu_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_menu_entries\` RENAME TO \`footer_menu_entries\`;`)
  await db.run(sql`CREATE INDEX \`footer_menu_entries_order_idx\` ON \`footer_menu_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_menu_entries_parent_id_idx\` ON \`footer_menu_entries\` (\`_parent_id\`);`)
}
