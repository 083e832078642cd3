import type { PayloadRequest } from 'payload'

export const cacheTags = {
  headerMenu: 'header-menu',
  footerMenu: 'footer-menu',
  siteSettings: 'site-settings',
  pages: 'pages',
} as const

/**
 * Expires cached reads at once after an editor saves. Outside a Next.js request (seed, migrations,
 * scripts) there is no cache to expire, and callers opt out with `context.disableRevalidate`.
 */
export async function expireTags(req: PayloadRequest, ...tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: `Could not expire cache tags ${tags.join(', ')}` })
  }
}
