import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/content/urls'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/actions/', '/app-api/', '/account'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
