/**
 * After a start, the admin's sign-in page and the pages of the sitemap are rendered once each in the background, so the first
 * visitor after a deploy finds them ready instead of waiting for a cold render (issue 29). Low
 * priority: one page at a time, never while a visitor's request is in flight, and it stops when
 * the server does.
 */
import http from 'node:http'

/** The site's own pages a sitemap lists (its `<loc>` entries, not the alternates), as paths, at most `max`. */
export function sitemapPaths(xml: string, siteUrl: string, max = 2000): string[] {
  const site = new URL(siteUrl)
  const paths: string[] = []
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    let url: URL
    try {
      url = new URL(match[1]!.replaceAll('&amp;', '&'))
    } catch {
      continue
    }
    if (url.origin !== site.origin) continue
    paths.push(`${url.pathname}${url.search}`)
    if (paths.length >= max) break
  }
  return [...new Set(paths)]
}

export type WarmUpOptions = {
  /** Where the server listens (http://127.0.0.1:PORT) and the site's own address (for the Host header). */
  listening: string
  siteUrl: string
  /** Requests in flight on the server, this one's included. */
  inFlight: () => number
  signal: AbortSignal
  /** How long to wait between pages, and while visitors are being answered. */
  pauseMs?: number
  max?: number
}

type Answer = { status: number; body: string }

/** Not in the sitemap, but the first page an editor opens after a deploy: its modules load once. */
const EDITOR_PAGES = ['/admin/login']

function get(options: WarmUpOptions, path: string, keepBody: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, options.listening)
    const request = http.get(target, { headers: { host: new URL(options.siteUrl).host, 'user-agent': 'milepost-warm-up' }, signal: options.signal }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        if (keepBody) body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** Renders each page of the sitemap once, one at a time, yielding to visitors; answers what it did. */
export async function warmPages(options: WarmUpOptions): Promise<{ pages: number; failed: number; ms: number }> {
  const started = performance.now()
  const pauseMs = options.pauseMs ?? 25
  const sitemap = await get(options, '/sitemap.xml', true)
  if (sitemap.status !== 200) throw new Error(`the sitemap answered ${sitemap.status}`)
  const paths = [...EDITOR_PAGES, ...sitemapPaths(sitemap.body, options.siteUrl, options.max)]
  let pages = 0
  let failed = 0
  for (const path of paths) {
    // Visitors first: wait while anyone else is being answered.
    while (options.inFlight() > 0 && !options.signal.aborted) await pause(pauseMs, options.signal)
    if (options.signal.aborted) break
    try {
      const { status } = await get(options, path, false)
      if (status >= 500) failed++
      else pages++
    } catch (error) {
      if (options.signal.aborted) break
      failed++
      if (failed > 20) throw error
    }
    await pause(pauseMs, options.signal)
  }
  return { pages, failed, ms: Math.round(performance.now() - started) }
}
