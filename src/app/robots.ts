import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/content/urls'

// SITE_URL is runtime configuration, not baked in at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/actions/', '/app-api/', '/account'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
