import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { prepared } from '../../../db/prepared'
import { drizzleOf } from '../../../db/drizzle-tables'
import { fallbacks } from '../../../i18n/locales'
import type { ActivityType } from '../../../races/activity-types'
import type { RunStore } from '../../../races/store'

/** The activity types an entry's event counts, named in the asked language. */
export function payloadActivityTypes(payload: Payload): Pick<RunStore, 'activityTypesOf'> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const typesOfEntry = prepared(payload, 'race_activity_types', () => {
    const { events_rels: rels, activity_types: types, activity_types_locales: names, activity_types_sports: sports } = tables
    const asked = alias(names, 'name_asked')
    const fallback = alias(names, 'name_fallback')
    const english = alias(names, 'name_en')
    return drizzle
      .select({ id: types.id, key: types.key, name: sql<string>`coalesce(${asked.name}, ${fallback.name}, ${english.name}, ${types.key})`, sport: sports.value })
      .from(rels)
      .innerJoin(types, eq(types.id, rels['activity-typesID']))
      .leftJoin(asked, and(eq(asked._parentID, types.id), eq(asked._locale, sql.placeholder('locale'))))
      .leftJoin(fallback, and(eq(fallback._parentID, types.id), eq(fallback._locale, sql.placeholder('fallback'))))
      .leftJoin(english, and(eq(english._parentID, types.id), eq(english._locale, 'en')))
      .leftJoin(sports, eq(sports.parent, types.id))
      .innerJoin(entries, eq(entries.event, rels.parent))
      .where(and(eq(entries.id, sql.placeholder('entryId')), eq(rels.path, 'activityTypes')))
      .orderBy(asc(rels.order), asc(sports.order))
  })

  return {
    async activityTypesOf(entryId, locale) {
      const types = new Map<number, ActivityType>()
      // Named as Payload would: the asked language, its fallback (es-mx → es), then English.
      for (const row of await typesOfEntry({ entryId, locale, fallback: fallbacks[locale] ?? 'en' })) {
        const id = Number(row.id)
        const type = types.get(id) ?? { id, key: row.key, name: row.name, sports: [] }
        if (row.sport) type.sports.push(row.sport)
        types.set(id, type)
      }
      return [...types.values()]
    },
  }
}
