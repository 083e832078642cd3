import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { linkMenusToPages } from '../../server/content/menu-page-links'

/**
 * Menu links to CMS pages become references (after the schema's own migration has committed: a new
 * enum value cannot be used in the transaction that adds it on PostgreSQL).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const changed = await linkMenusToPages(payload, req)
  payload.logger.info(`Menu links now referencing their pages: ${changed}`)
}

/** References stay valid links after a rollback's schema change drops them; nothing to undo by hand. */
export async function down(_: MigrateDownArgs): Promise<void> {}
