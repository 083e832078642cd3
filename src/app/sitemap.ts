import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/server/content/sitemap-entries'

// SITE_URL is runtime configuration: rendered per request (its CMS reads are cached), never baked in at build time.
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
