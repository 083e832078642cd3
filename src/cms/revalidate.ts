import type { CollectionConfig, PayloadRequest } from 'payload'
import { forgetSnapshots } from '../commerce/catalogue-cache'

export const cacheTags = {
  headerMenu: 'header-menu',
  footerMenu: 'footer-menu',
  siteSettings: 'site-settings',
  pages: 'pages',
  catalogue: 'catalogue',
  articles: 'articles',
} as const

/**
 * Expires cached reads at once after an editor saves. Outside a Next.js request (seed, migrations,
 * scripts) there is no cache to expire, and callers opt out with `context.disableRevalidate`.
 */
export async function expireTags(req: PayloadRequest, ...tags: string[]): Promise<void> {
  if (tags.includes(cacheTags.catalogue)) forgetSnapshots()
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: `Could not expire cache tags ${tags.join(', ')}` })
  }
}

/** Collection hooks that expire a cache tag whenever a document is saved or deleted. */
export function expireOnChange(tag: string): NonNullable<CollectionConfig['hooks']> {
  return {
    afterChange: [async ({ req }) => expireTags(req, tag)],
    afterDelete: [async ({ req }) => expireTags(req, tag)],
  }
}
