import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/content/sitemap-entries'

export const revalidate = 3600

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
