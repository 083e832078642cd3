import type { CollectionConfig, PayloadRequest } from 'payload'
import { forgetMarkets, forgetSnapshots } from '../server/stores/catalogue-cache'
import { expireTagsOutsideRequest, onTagsExpiredElsewhere } from '../lib/cache/tag-events'

export const cacheTags = {
  headerMenu: 'header-menu',
  footerMenu: 'footer-menu',
  siteSettings: 'site-settings',
  pages: 'pages',
  catalogue: 'catalogue',
  articles: 'articles',
  markets: 'markets',
} as const

// What this process remembers of the catalogue goes when another instance expires it too.
onTagsExpiredElsewhere((tags) => {
  if (tags.includes(cacheTags.catalogue)) forgetSnapshots()
  if (tags.includes(cacheTags.markets)) forgetMarkets()
})

/**
 * Expires cached reads at once after an editor saves. Outside a Next.js request (seed, migrations,
 * scripts) there is no cache to expire, and callers opt out with `context.disableRevalidate`.
 */
export async function expireTags(req: PayloadRequest, ...tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) {
    if (tags.includes(cacheTags.catalogue)) forgetSnapshots()
    return
  }
  const problem = await expireNow(...tags)
  if (problem) req.payload.logger.warn({ err: problem, msg: `Could not expire cache tags ${tags.join(', ')}` })
}

/**
 * Expires cached reads from anywhere on the server (an order that took stock): in a request through
 * Next, in a background job through the cache handler; outside Next there is nothing to expire.
 */
export async function expireNow(...tags: string[]): Promise<unknown> {
  if (tags.includes(cacheTags.catalogue)) forgetSnapshots()
  const { revalidateTag } = await import('next/cache')
  const expire = () => {
    if (tags.includes(cacheTags.catalogue)) forgetSnapshots()
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  try {
    expire()
  } catch (outsideRequest) {
    // No request (a job, a script): Next refuses; the cache handler, when loaded, does it instead.
    return expireTagsOutsideRequest(tags).then(
      (expired) => (expired ? null : outsideRequest),
      (error: unknown) => error,
    )
  }
  try {
    // Hooks run before their transaction commits: a page rendered in between (here or on another
    // instance) would keep the old content. Once the response is out, the commit is done: again.
    const { after } = await import('next/server')
    after(expire)
    return null
  } catch (error) {
    return error
  }
}

/** Collection hooks that expire a cache tag whenever a document is saved or deleted. */
export function expireOnChange(...tags: string[]): NonNullable<CollectionConfig['hooks']> {
  return {
    afterChange: [async ({ req }) => expireTags(req, ...tags)],
    afterDelete: [async ({ req }) => expireTags(req, ...tags)],
  }
}
