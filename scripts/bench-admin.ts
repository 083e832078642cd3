/**
 * `npm run bench:admin`: the waits of signing up and in, and of an editor's busiest lists, on the
 * production build (loopback) with 10,000 orders and 10,000 entries in the database. One at a time,
 * over HTTP: a sign-up with a new email and with one that has an account, the first sign-in after
 * confirming the address, a confirmed customer's sign-in, the admin's sign-in (Payload's login
 * call, the dashboard it opens, the login page), and the orders and entries lists as an editor opens
 * them (the HTML document, and the REST read of the same page). Then in Chromium, from the click (or
 * the start of the page's load) to what the person waits for, as the page sees it: the sign-up's
 * "check your email", the account page after the first sign-in, the admin's dashboard, and each
 * list's rows. Prints the first (cold) time, the p50 and
 * the slowest of the runs after it. SQLite; `BENCH_DATABASE=postgres` runs it on a fresh database
 * of the PostgreSQL at 127.0.0.1:5432 instead.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { demoAdmin } from '../src/seed/seed'
import { demoRunner } from '../src/seed/entries'
import { launchChromium } from './lib/chromium'
import { startSite } from './lib/site-process'
import { siteVisitor } from '../tests/support/site-visitor'
import { percentile } from './lib/stats'
import { seedOrdersAndEntries, siteDatabase } from './lib/admin-data'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000)
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000)
const POSTGRES = process.env.BENCH_DATABASE === 'postgres' ? (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : null
const PASSWORD = 'a-long-enough-password'

/** Each request speaks, as the proxy in front would report it, for an address of its own: the per-address limits stay out of the figures. */
let lastAddress = 0
const nextAddress = () => {
  lastAddress++
  return `198.18.${Math.floor(lastAddress / 250) % 256}.${1 + (lastAddress % 250)}`
}

const rows: Record<string, string | number>[] = []
async function measure(wait: string, work: (i: number) => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now()
    await work(i)
    times.push(performance.now() - started)
  }
  const [first, ...rest] = times
  const sorted = rest.sort((a, b) => a - b)
  rows.push({ wait, 'first ms': Math.round(first!), 'p50 ms': Math.round(percentile(sorted, 50)), 'max ms': Math.round(sorted.at(-1)!) })
}

/** Measured as a server that has been up a while: once its start's warm-up (every page of the sitemap rendered once) is over. */
async function warmedUp(logFile: string, timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (/\[server\] (warmed|the pages could not be warmed)/.test(fs.readFileSync(logFile, 'utf8'))) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('The server did not finish warming its pages')
}

/** What the browser rows wait for. */
const WATCHED = ['.account__done', '.account__details', '[data-todo]', 'table tbody tr']

/**
 * Runs in every document of the benchmark's browser, before the page's own scripts: notes (in the
 * tab's sessionStorage, which outlives a navigation) when a submit button is clicked, when this
 * document started loading, and when each watched element first shows. A string: the page runs it
 * as written, without what the script's compiler adds to functions.
 */
const WATCH_IN_PAGE = `(() => {
  if (location.protocol !== 'http:') return
  const selectors = ${JSON.stringify(WATCHED)}
  const now = () => performance.timeOrigin + performance.now()
  sessionStorage.setItem('bench:load', String(performance.timeOrigin))
  for (const selector of selectors) sessionStorage.removeItem('bench:seen:' + selector)
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[type=submit]')) sessionStorage.setItem('bench:click', String(now()))
  }, true)
  const look = () => {
    for (const selector of selectors) {
      const key = 'bench:seen:' + selector
      if (!sessionStorage.getItem(key) && document.querySelector(selector)) sessionStorage.setItem(key, String(now()))
    }
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true })
})()`

function expect(what: string, status: number, wanted: number) {
  if (status !== wanted) throw new Error(`${what} answered ${status}, not ${wanted}`)
}

let databaseUrl = ''
if (POSTGRES) {
  const name = `milepost_admin_bench_${process.pid}`
  spawnSync('psql', [POSTGRES, '-qc', `CREATE DATABASE ${name}`])
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
}
const site = await startSite({ TRUSTED_PROXIES: '1', DATABASE_URL: databaseUrl })
const browser = await launchChromium()
try {
  const base = site.baseURL
  await warmedUp(site.logFile)
  const database = await siteDatabase(site.dataDir, databaseUrl)
  await seedOrdersAndEntries(database.payload, { orders: ORDERS, entries: ENTRIES })

  // Customers over HTTP: each run is a visitor of its own (its session and CSRF token made before the clock starts).
  const visitors = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const visitor = siteVisitor({ 'x-forwarded-for': nextAddress() })
        await visitor.csrfFrom(base)
        return visitor
      }),
    )
  const fresh: string[] = []
  let waiting = await visitors(RUNS + 1)
  await measure('sign-up, new email', async (i) => {
    const email = `bench-${randomBytes(6).toString('hex')}@example.com`
    fresh.push(email)
    const answer = await waiting[i]!.call(base, '/actions/users/register', { method: 'POST', body: { email, password: PASSWORD, firstName: 'Bench', lastName: 'Runner' } })
    expect('sign-up', answer.status, 201)
  })
  waiting = await visitors(RUNS + 1)
  await measure('sign-up, email with an account', async (i) => {
    const answer = await waiting[i]!.call(base, '/actions/users/register', { method: 'POST', body: { email: demoRunner.email, password: PASSWORD, firstName: 'Bench', lastName: 'Runner' } })
    expect('sign-up', answer.status, 201)
  })
  // Each new account confirmed from its mailed link (the token read from the database), then signed in for the first time.
  const confirm = async (email: string) => {
    const response = await fetch(`${base}/en/account/verify?token=${await database.confirmationToken(email)}`)
    await response.text()
    expect('the confirmation link', response.status, 200)
  }
  for (const email of fresh) await confirm(email)
  waiting = await visitors(RUNS + 1)
  await measure('sign-in after confirming', async (i) => {
    const answer = await waiting[i]!.call(base, '/actions/users/login', { method: 'POST', body: { email: fresh[i], password: PASSWORD } })
    expect('sign-in', answer.status, 200)
  })
  waiting = await visitors(RUNS + 1)
  await measure('sign-in, confirmed customer', async (i) => {
    const answer = await waiting[i]!.call(base, '/actions/users/login', { method: 'POST', body: demoRunner })
    expect('sign-in', answer.status, 200)
  })

  // The editor over HTTP: Payload's login call, the dashboard it leads to, the login page, the lists.
  let token = ''
  const adminPage = async (pathname: string) => {
    // A browser's navigation: Payload takes the session cookie only from the site's own pages.
    const response = await fetch(`${base}${pathname}`, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' })
    const text = await response.text()
    expect(pathname, response.status, 200)
    // The admin answers 200 with a redirect inside when it does not take the session.
    if (text.includes('NEXT_REDIRECT')) throw new Error(`${pathname} sent the editor away`)
  }
  await measure('admin sign-in (POST /api/users/login)', async () => {
    const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(demoAdmin) })
    expect('admin sign-in', response.status, 200)
    token = ((await response.json()) as { token: string }).token
  })
  await measure('admin dashboard (/admin)', () => adminPage('/admin'))
  await measure('admin login page (/admin/login)', async () => {
    const response = await fetch(`${base}/admin/login`)
    await response.text()
    expect('/admin/login', response.status, 200)
  })
  for (const collection of ['orders', 'entries']) {
    await measure(`${collection} list (/admin/collections/${collection})`, () => adminPage(`/admin/collections/${collection}`))
    await measure(`${collection} list's page as REST (/api/${collection})`, async (i) => {
      const response = await fetch(`${base}/api/${collection}?limit=10&page=${1 + i}&sort=-createdAt&depth=0`, { headers: { authorization: `JWT ${token}` } })
      await response.text()
      expect(`/api/${collection}`, response.status, 200)
    })
  }

  // In Chromium, from the click (or the start of the page's load) to what the person waits for,
  // as the page itself sees it: the driver's own round trips are not part of anyone's wait.
  const inBrowser = async <T>(work: (page: Page) => Promise<T>) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextAddress() } })
    await context.addInitScript({ content: WATCH_IN_PAGE })
    try {
      return await work(await context.newPage())
    } finally {
      await context.close()
    }
  }
  /** Opens a page of the site and waits until its forms work (the cart is read once it has started). */
  const openReady = async (page: Page, pathname: string) => {
    const ready = page.waitForResponse((r) => r.url().includes('/cart/get-cart'))
    await page.goto(`${base}${pathname}`)
    await ready
    await page.waitForLoadState('networkidle')
  }
  /** Milliseconds from the submit button's click, or from the start of this page's load, to the first `selector` shown. */
  const waited = async (page: Page, selector: string, from: 'click' | 'load') => {
    await page.locator(selector).first().waitFor()
    const marks = await page.evaluate(() => ({ ...sessionStorage }))
    const start = from === 'click' ? Number(marks['bench:click']) : Number(marks['bench:load'])
    return Number(marks[`bench:seen:${selector}`]) - start
  }
  const browserRows: [string, number[]][] = [
    ['sign-up (browser: click to "check your email")', []],
    ['sign-in after confirming (browser: click to account page)', []],
    ['admin sign-in (browser: click to dashboard)', []],
    ['orders list (browser: open to rows)', []],
    ['entries list (browser: open to rows)', []],
  ]
  for (let i = 0; i <= RUNS; i++) {
    const email = `bench-browser-${randomBytes(6).toString('hex')}@example.com`
    browserRows[0]![1].push(
      await inBrowser(async (page) => {
        await openReady(page, '/en/account/sign-up')
        for (const [field, value] of [
          ['firstName', 'Bench'],
          ['lastName', 'Runner'],
          ['email', email],
          ['password', PASSWORD],
        ])
          await page.fill(`#account-${field}`, value!)
        await page.click('form.account-form button[type=submit]')
        return waited(page, '.account__done', 'click')
      }),
    )
    await confirm(email)
    browserRows[1]![1].push(
      await inBrowser(async (page) => {
        await openReady(page, '/en/account')
        await page.fill('#account-email', email)
        await page.fill('#account-password', PASSWORD)
        await page.click('form.account-form button[type=submit]')
        return waited(page, '.account__details', 'click')
      }),
    )
    await inBrowser(async (page) => {
      await page.goto(`${base}/admin/login`)
      await page.locator('input[name="email"]').waitFor()
      await page.waitForLoadState('networkidle')
      await page.fill('input[name="email"]', demoAdmin.email)
      await page.fill('input[name="password"]', demoAdmin.password)
      await page.click('button[type="submit"]')
      browserRows[2]![1].push(await waited(page, '[data-todo]', 'click'))
      for (const [row, collection] of [
        [3, 'orders'],
        [4, 'entries'],
      ] as const) {
        await page.goto(`${base}/admin/collections/${collection}`)
        browserRows[row]![1].push(await waited(page, 'table tbody tr', 'load'))
      }
    })
  }
  for (const [wait, [first, ...rest]] of browserRows) {
    const sorted = rest.sort((a, b) => a - b)
    rows.push({ wait, 'first ms': Math.round(first!), 'p50 ms': Math.round(percentile(sorted, 50)), 'max ms': Math.round(sorted.at(-1)!) })
  }

  console.log(
    `\nWaits one at a time, ${RUNS} runs after a first one, production build, ${POSTGRES ? 'PostgreSQL' : 'SQLite'}, ${ORDERS.toLocaleString('en')} orders and ${ENTRIES.toLocaleString('en')} entries:`,
  )
  console.table(rows)
  await database.payload.destroy()
} finally {
  await browser.close()
  await site.stop()
  if (POSTGRES) spawnSync('psql', [POSTGRES, '-qc', `DROP DATABASE IF EXISTS milepost_admin_bench_${process.pid} WITH (FORCE)`])
}
