/**
 * `npm run bench:first-visit`: how long the first visitor after a deploy waits, against the second.
 * Starts the production build twice on fresh data, as `npm start` does: once with the pages warmed
 * after the start (the default, WARM_PAGES=1; measured once the server says they are), once without.
 * Each page is asked twice in a row; the first answer is the cold one.
 */
import fs from 'node:fs'
import { startSite } from './lib/site-process'

const pages = ['/', '/de', '/events/spring-10k', '/de/shop/products/finisher-tee', '/blog/why-virtual-running', '/training-plans', '/fr/events']

const timedGet = async (url: string) => {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return { ms: Math.round(performance.now() - started), status: response.status }
}

async function waitForWarmPages(logFile: string, timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const warmed = /\[server\] warmed (\d+) pages in ([\d.]+) s/.exec(fs.readFileSync(logFile, 'utf8'))
    if (warmed) return { pages: Number(warmed[1]), seconds: Number(warmed[2]) }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('The server did not finish warming its pages')
}

async function measure(warm: boolean) {
  const site = await startSite({ WARM_PAGES: warm ? '1' : '0' })
  try {
    const warmed = warm ? await waitForWarmPages(site.logFile) : null
    const rows = []
    for (const path of pages) {
      const first = await timedGet(`${site.baseURL}${path}`)
      const second = await timedGet(`${site.baseURL}${path}`)
      rows.push({ page: path, status: first.status, 'first ms': first.ms, 'second ms': second.ms, ratio: Math.round((first.ms / Math.max(1, second.ms)) * 10) / 10 })
    }
    console.log(`\nFirst and second visit after a start, ${warm ? `pages warmed (${warmed!.pages} pages in ${warmed!.seconds} s)` : 'nothing warmed'}:`)
    console.table(rows)
  } finally {
    await site.stop()
  }
}

await measure(false)
await measure(true)
