/**
 * `npm run bench:throughput`: serves the production build on loopback with demo content and measures
 * the content pages: requests per second and latency under load (autocannon, 50 connections,
 * 15 s each, bounded) and the JavaScript a browser downloads (gzip): against `npm start` (SQLite),
 * then the production setup (two instances on PostgreSQL behind nginx's micro-cache) when
 * PostgreSQL and nginx are here. BENCH_TARGETS=sqlite|cluster runs one of them. Beside each page,
 * a bare Node server answering the same bytes (scripts/lib/bare-server.mjs) is measured the same
 * way, and the ratio printed: how much the site's request path costs above sending the page.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startBenchCluster } from './lib/bench-cluster'
import { startSite } from './lib/site-process'

const pages = ['/', '/de', '/events/spring-10k', '/de/shop/products/finisher-tee', '/blog/why-virtual-running']
const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

async function javascriptBytes(baseURL: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseURL}${path}`)).text()
  // Module scripts only: browsers that run modules skip the noModule polyfills.
  // Scripts carry their answer's nonce before their src.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/noModule/i.test(m[1]!)).flatMap((m) => /\bsrc="([^"]+\.js)"/.exec(m[1]!)?.[1] ?? [])
  let total = 0
  for (const src of new Set(scripts)) total += await compressedSize(`${baseURL}${src}`)
  return total
}

/** Bytes on the wire with gzip (fetch would decompress them). */
function compressedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

/** The requests per second of a bare server answering `bytes`, measured like the site. */
async function bareServer(bytes: Buffer): Promise<number> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-bare-')), 'page.html')
  fs.writeFileSync(file, bytes)
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'lib/bare-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
      child.once('exit', (code) => reject(new Error(`the bare server ended (${code})`)))
    })
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration: seconds })
    return result.requests.average
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
}

async function measure(baseURL: string, label: string, { bare = false } = {}) {
  const rows: Record<string, string | number>[] = []
  for (const page of pages) {
    for (let i = 0; i < 20; i++) await fetch(`${baseURL}${page}`)
    const result = await autocannon({ url: `${baseURL}${page}`, connections, duration: seconds })
    const js = await javascriptBytes(baseURL, page)
    const floor = bare ? await bareServer(Buffer.from(await (await fetch(`${baseURL}${page}`)).arrayBuffer())) : null
    rows.push({
      page,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      ...(floor ? { 'bare req/s': Math.round(floor), 'bare ÷ site': Math.round((floor / result.requests.average) * 10) / 10 } : {}),
      'JS gzip KiB': Math.round(js / 102.4) / 10,
    })
  }
  console.log(`\nContent pages, ${connections} connections, ${seconds} s each, ${label}, production build:`)
  console.table(rows)
}

if (process.env.BENCH_TARGETS !== 'cluster') {
  const site = await startSite({ WARM_PAGES: '0' })
  try {
    await measure(site.baseURL, 'one instance (npm start), SQLite', { bare: true })
  } finally {
    await site.stop()
  }
}
// The documented production setup: nginx's micro-cache in front of the instances (decision 0014).
if (process.env.BENCH_TARGETS !== 'sqlite') {
  const running = await startBenchCluster()
  if (!running) console.log('\nPostgreSQL on 127.0.0.1:5432 or nginx is missing: the production-setup run is skipped.')
  else {
    try {
      await measure(running.baseURL, running.label)
    } finally {
      await running.stop()
    }
  }
}
