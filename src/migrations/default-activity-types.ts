import { type SQL, sql } from 'drizzle-orm'
import { DEFAULT_ACTIVITY_TYPE_KEYS } from '../races/activity-types'
import { DEFAULT_ACTIVITY_TYPES } from '../races/default-activity-types'

/**
 * The data step of the migration that brought activity types in (the same on SQLite and
 * PostgreSQL): the types every Milepost starts with, named in the nine languages, and every event
 * counting running and walking: its published row and its latest version, which the admin edits.
 */
export async function insertDefaultActivityTypes(run: (query: SQL) => Promise<unknown>): Promise<void> {
  for (const type of DEFAULT_ACTIVITY_TYPES) {
    await run(sql`INSERT INTO activity_types (key) VALUES (${type.key})`)
    for (const [locale, name] of Object.entries(type.names)) {
      await run(sql`INSERT INTO activity_types_locales (name, _locale, _parent_id) SELECT ${name}, ${locale}, id FROM activity_types WHERE key = ${type.key}`)
    }
    for (const [order, sport] of type.sports.entries()) {
      await run(sql`INSERT INTO activity_types_sports ("order", parent_id, value) SELECT ${order + 1}, id, ${sport} FROM activity_types WHERE key = ${type.key}`)
    }
  }
  for (const [order, key] of DEFAULT_ACTIVITY_TYPE_KEYS.entries()) {
    await run(sql`INSERT INTO events_rels ("order", parent_id, path, activity_types_id) SELECT ${order + 1}, e.id, 'activityTypes', t.id FROM events e, activity_types t WHERE t.key = ${key}`)
    await run(
      sql`INSERT INTO _events_v_rels ("order", parent_id, path, activity_types_id) SELECT ${order + 1}, v.id, 'version.activityTypes', t.id FROM _events_v v, activity_types t WHERE t.key = ${key} AND v.latest`,
    )
  }
}
