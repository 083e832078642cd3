import 'server-only'
import { createHash } from 'node:crypto'
import { unstable_cache } from 'next/cache'
import { env } from '../../lib/env'

/**
 * Next keeps cached reads on disk beside the build, shared by every process that serves it: a
 * read is only good for the database it came from, so the database is part of every key.
 */
const databaseScope = createHash('sha256')
  .update(env.DATABASE_URL || env.DATA_DIR)
  .digest('hex')
  .slice(0, 12)

/** Thrown inside the cache so that a miss leaves no entry behind. */
const MISS = Symbol('not found')

/**
 * A CMS read cached per argument list (locale, slug…) and tagged so that editors' saves expire it
 * at once (src/cms/revalidate.ts). Arguments must be strings. A read that finds nothing (null) is
 * not kept: every slug a visitor invents would otherwise add an entry to the disk.
 */
export function cachedQuery<A extends string[], R>(key: string, options: { tags: string[]; revalidate: number }, read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const found = async () => {
      const value = await read(...args)
      if (value === null || value === undefined) throw MISS
      return value
    }
    try {
      return await unstable_cache(found, [key, databaseScope, ...args], options)()
    } catch (error) {
      if (error === MISS) return null as R
      throw error
    }
  }
}
