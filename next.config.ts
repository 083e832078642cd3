import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { BODY_LIMITS } from './src/lib/http/body-limits'
import createNextIntlPlugin from 'next-intl/plugin'
import { locales } from './src/i18n/locales'
import { API_CONTENT_SECURITY_POLICY } from './src/lib/security/headers'
import { imageCacheBytes } from './src/lib/cache/disk-budget.mjs'
import { CompileHintsPlugin } from './src/lib/build/compile-hints'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled when the site is built: no page carries the ICU parser (about 12 KiB gzip).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

type ClientModule = { type?: string; nameForCondition?: () => string | null }
type ChunkGraph = { getModuleChunksIterable: (module: ClientModule) => Iterable<{ name?: string | null }> }

/**
 * The client modules of the site's layout, ours and next-intl's, go in one chunk: every page loads
 * them anyway. Left to Next, those under its 20 kB threshold are copied into each page's own chunk
 * that uses them too (prices, the session, next-intl's runtime). React's and Next's own are left as
 * they are: Payload's admin shares them.
 */
function inSiteLayout(module: ClientModule, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  if (module.type?.startsWith('css') || /[\\/]node_modules[\\/](next|react|react-dom|scheduler)[\\/]/.test(module.nameForCondition?.() ?? '')) return false
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'app/(site)/[locale]/layout') return true
  return false
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Our HTTP server compresses, once pages' scripts have their nonce (scripts/lib/http-server.ts).
  compress: false,
  // Next's file-system cache, with expired tags passed on to every instance (decision 0014).
  cacheHandler: path.resolve(import.meta.dirname, 'src/lib/cache/shared-cache-handler.mjs'),
  reactStrictMode: true,
  // `npm test` type-checks the whole repository in its first lane while its browser lane builds
  // the site (scripts/test.mjs): that build need not check the same types a second time.
  typescript: { ignoreBuildErrors: process.env.MILEPOST_TYPES_CHECKED_ELSEWHERE === '1' },
  experimental: {
    // Locale-prefixed API calls pass the proxy, which would cut a body at 10 MB; our HTTP server
    // bounds every path's body itself (src/lib/http/body-limits.ts), the largest being an activity file.
    proxyClientMaxBodySize: BODY_LIMITS.activityUpload,
    // The site's stylesheet comes inside each page: the first paint waits for no request (decision 0061).
    inlineCss: true,
  },
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer && config.optimization?.splitChunks) {
      const splitChunks = config.optimization.splitChunks
      splitChunks.cacheGroups = { ...splitChunks.cacheGroups, site: { name: 'site', chunks: 'all', enforce: true, priority: 20, test: inSiteLayout } }
    }
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin(webpack))
    return config
  },
  images: {
    // No query string on a local image (`search: ''` must equal the URL's whole search): each one
    // would be another variant in the image cache.
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    formats: ['image/avif', 'image/webp'],
    // Next's own least-recently-used cap on .next/cache/images (half the free disk when unset). Read
    // when the server starts: IMAGE_CACHE_MAX_MB (README, "Cache sizes").
    maximumDiskCacheSize: imageCacheBytes(),
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
        ],
      },
      // Pages get theirs from the proxy (per page kind); the APIs answer data only.
      ...['/api/:path*', '/actions/:path*', '/app-api/:path*', `/:locale(${locales.join('|')})/actions/:path*`, `/:locale(${locales.join('|')})/app-api/:path*`].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      })),
    ]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every page for the colour-scheme client hint, as critical: Chrome then loads every
 * first page twice. Only the admin has a colour scheme to pick, so only the admin asks.
 */
const headersWithPayload = config.headers!
config.headers = async () => (await headersWithPayload()).map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))

export default config
