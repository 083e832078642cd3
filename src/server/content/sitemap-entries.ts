import 'server-only'
import type { MetadataRoute } from 'next'
import type { Where } from 'payload'
import { languageTags, type Locale, localizedPath, locales } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import { cacheTags } from '../../cms/revalidate'
import { cachedQuery } from './cache'
import { publicPageUri } from '../../content/page-uri'
import { absoluteUrl } from '../../content/urls'

const staticPaths = ['/', '/about', '/events', '/shop', '/shop/products', '/training-plans', '/blog', '/podcasts', '/pages', '/contact']

type PageRow = { slug: string; kind?: string | null; updatedAt: string }

/** A CMS page's own entry in the sitemap; the home and about pages are listed with the site's own routes. */
export function pagePath(page: PageRow): string | null {
  const uri = publicPageUri(page)
  return uri === '/' || uri === '/about' ? null : uri
}

/** The paths of every public page (cached, and expired when editors save). */
const publicPaths = cachedQuery(
  'sitemap-paths',
  { tags: [cacheTags.catalogue, cacheTags.pages, cacheTags.articles], revalidate: 3600 },
  async (): Promise<{ path: string; lastModified?: string }[]> => {
    const payload = await getPayloadClient()
    const published: Where = { _status: { equals: 'published' } }
    const find = (collection: 'events' | 'products' | 'posts' | 'pages' | 'shop-sections' | 'training-plans', where?: Where) => payload.find({ collection, where, depth: 0, pagination: false })
    const [events, products, posts, pages, sections, plans] = await Promise.all([
      find('events', published),
      find('products', published),
      find('posts', published),
      find('pages'),
      find('shop-sections'),
      find('training-plans', published),
    ])
    return [
      ...staticPaths.map((path) => ({ path })),
      ...events.docs.map((d) => ({ path: `/events/${d.slug}`, lastModified: d.updatedAt })),
      ...products.docs.map((d) => ({ path: `/shop/products/${d.slug}`, lastModified: d.updatedAt })),
      ...sections.docs.map((d) => ({ path: `/shop/${d.slug}`, lastModified: d.updatedAt })),
      ...posts.docs.map((d) => ({ path: `/blog/${d.slug}`, lastModified: d.updatedAt })),
      ...plans.docs.map((d) => ({ path: `/training-plans/${d.slug}`, lastModified: d.updatedAt })),
      ...pages.docs.flatMap((d) => {
        const path = pagePath(d)
        return path ? [{ path, lastModified: d.updatedAt }] : []
      }),
    ]
  },
)

/** Every public page in every locale, each listing its eight translations. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const paths = await publicPaths()
  const alternates = (path: string) => Object.fromEntries(locales.map((l: Locale) => [languageTags[l], absoluteUrl(localizedPath(l, path))]))
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      lastModified,
      alternates: { languages: alternates(path) },
    })),
  )
}
