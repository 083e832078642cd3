import 'server-only'
import { unstable_cache } from 'next/cache'

/**
 * A CMS read cached per argument list (locale, slug…) and tagged so that editors' saves expire it
 * at once (src/cms/revalidate.ts). Arguments must be strings.
 */
export function cachedQuery<A extends string[], R>(key: string, options: { tags: string[]; revalidate: number }, read: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => unstable_cache(() => read(...args), [key, ...args], options)()
}
