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

/**
 * A CMS read cached per argument list (locale, slug…) and tagged so that editors' saves expire it
 * at once (src/cms/revalidate.ts). Arguments must be strings.
 */
export function cachedQuery<A extends string[], R>(key: string, options: { tags: string[]; revalidate: number }, read: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => unstable_cache(() => read(...args), [key, databaseScope, ...args], options)()
}
