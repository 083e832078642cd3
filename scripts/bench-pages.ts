/**
 * `npm run bench:pages`: Lighthouse (mobile form factor, default simulated throttling) on the
 * production build with the test Chromium, after one warm-up run, 3 runs per page, medians printed per page: the four
 * category scores, LCP, TBT, CLS and the JavaScript transferred on first load. Then the time to a
 * usable basket and checkout form (BENCH_FORMS=0 skips it). BENCH_PAGES=/a,/b limits the pages;
 * BENCH_REPORTS=<folder> keeps each run's Lighthouse report there (its treemap, bootup time, …).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumPath, launchChromium } from './lib/chromium'
import { formReadiness } from './lib/form-readiness'
import { startSite } from './lib/site-process'

const allPages = [
  '/',
  '/de',
  '/training-plans',
  '/de/training-plans/faster-10k',
  '/events/spring-10k',
  '/de/events/spring-10k',
  '/shop/products/finisher-tee',
  '/de/shop/products/finisher-tee',
  '/blog/why-virtual-running',
  '/de/blog/why-virtual-running',
  '/contact',
  '/basket',
  '/checkout',
  '/events/enter?event=midsummer-relay',
  '/de/events/create-team-entry?event=midsummer-relay&step=1',
]
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : allPages
const runs = Number(process.env.BENCH_RUNS ?? 3)
const reports = process.env.BENCH_REPORTS
if (reports) fs.mkdirSync(reports, { recursive: true })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const site = await startSite()
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-zygote', '--disable-background-networking', '--no-first-run'],
})
try {
  // The protocol: a warm-up first. A fresh Chromium's first run pays for its own start (fonts,
  // caches) and the server's for each file's first answer; neither is the page's.
  await lighthouse(`${site.baseURL}${pages[0]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const rows: Record<string, string | number>[] = []
  for (const page of pages) {
    const results: Result[] = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.baseURL}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) continue
      results.push(result.lhr)
      if (reports) fs.writeFileSync(path.join(reports, `${page.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(result.lhr))
    }
    const score = (id: string) => median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)))
    const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? 0))
    const scriptBytes = median(
      results.map((r) => {
        const items = (r.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
        return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0
      }),
    )
    rows.push({
      page,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best pr.': score('best-practices'),
      seo: score('seo'),
      'LCP s': Math.round(metric('largest-contentful-paint') / 100) / 10,
      'TBT ms': Math.round(metric('total-blocking-time')),
      CLS: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      'JS KiB': Math.round(scriptBytes / 102.4) / 10,
    })
  }
  console.log(`\nLighthouse, mobile, simulated throttling, median of ${runs} runs, production build:`)
  console.table(rows)

  if (process.env.BENCH_FORMS !== '0') {
    const browser = await launchChromium()
    try {
      console.log('\nTime to a usable form with one item in the basket (4× CPU slowdown, from navigation):')
      console.table(await formReadiness(browser, site.baseURL, Math.max(5, runs)))
    } finally {
      await browser.close()
    }
  }
} finally {
  chrome.kill()
  await site.stop()
}
