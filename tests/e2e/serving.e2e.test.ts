import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { sendRaw, slowSockets } from '../../scripts/lib/hostile'
import { type RunningSite, startSite } from '../../scripts/lib/site-process'
import { ACCOUNT_LIMITS } from '../../src/server/accounts/session'
import { COMPILE_HINT } from '../../src/lib/build/compile-hints'
import { siteVisitor } from '../support/site-visitor'
import { adminToken } from './admin-api'

/**
 * The HTTP server of `npm start`, as it runs by default (no proxy in front): who the client is,
 * what it may send, how long it may take, and what happens when the server process dies.
 */
let site: RunningSite
test.beforeAll(async () => {
  test.setTimeout(600_000)
  site = await startSite({ TRUSTED_PROXIES: '' })
})
test.afterAll(async () => {
  await site?.stop()
})

const MB = 1024 * 1024
const head = (method: string, path: string, headers: Record<string, string | number>) =>
  [`${method} ${path} HTTP/1.1`, `Host: ${new URL(site.baseURL).host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n')
const serverPid = () => Number([...fs.readFileSync(site.logFile, 'utf8').matchAll(/server on port \d+ started \(pid (\d+)\)/g)].at(-1)![1])
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test.describe('the HTTP server of npm start', () => {
  test('counts sign-ins by the socket’s address: a forged X-Forwarded-For or X-Real-IP does not dodge the limit', async () => {
    const v = siteVisitor()
    await v.csrfFrom(site.baseURL)
    const statuses: number[] = []
    for (let i = 0; i <= ACCOUNT_LIMITS.signInFailures.attempts; i++) {
      const forged = `198.51.100.${i + 1}`
      const answer = await v.call(site.baseURL, '/actions/users/login', {
        method: 'POST',
        body: { email: 'nobody@example.com', password: 'not-the-password' },
        headers: { 'x-forwarded-for': forged, 'x-real-ip': forged },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  test('refuses a body above the limit of its path before reading it, declared or not', async () => {
    for (const path of ['/api/users/login', '/api/graphql', '/actions/users/login']) {
      const declared = await sendRaw(site.baseURL, head('POST', path, { 'Content-Type': 'application/json', 'Content-Length': 200 * MB }), { bodyBytes: 200 * MB })
      expect(declared.status, path).toBe(413)
      expect(declared.ms).toBeLessThan(1000)
      expect(declared.sentBytes).toBeLessThan(50 * MB)
      const chunked = await sendRaw(site.baseURL, head('POST', path, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }), { bodyBytes: 200 * MB, chunked: true })
      expect(chunked.status, path).toBe(411)
      expect(chunked.ms).toBeLessThan(1000)
    }
    // A client that asks first is told before it sends anything.
    const asked = await sendRaw(site.baseURL, head('POST', '/api/users/login', { 'Content-Type': 'application/json', 'Content-Length': 200 * MB, Expect: '100-continue' }))
    expect(asked).toMatchObject({ status: 413, sentBytes: 0 })
  })

  test('takes an editor’s 10 MB image upload', async () => {
    test.setTimeout(120_000)
    const noise = randomBytes(1900 * 1800 * 3)
    const png = await sharp(noise, { raw: { width: 1900, height: 1800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(9 * MB)
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'noise.png')
    form.append('_payload', JSON.stringify({ alt: 'Noise' }))
    const token = await adminToken(site.baseURL)
    const uploaded = await fetch(`${site.baseURL}/api/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  })

  test('keeps answering others while 300 sockets trickle their headers or body, and closes those', async () => {
    test.setTimeout(60_000)
    const headers = slowSockets(site.baseURL, 150, 'headers')
    const body = slowSockets(site.baseURL, 150, 'body')
    try {
      await expect.poll(() => headers.report.opened + body.report.opened, { timeout: 10_000 }).toBe(300)
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        expect((await fetch(`${site.baseURL}/about`)).status).toBe(200)
        expect(performance.now() - started).toBeLessThan(2000)
      }
      await expect.poll(() => headers.report.closedByServer + body.report.closedByServer, { timeout: 20_000, intervals: [500] }).toBe(300)
      expect(headers.report.statuses['408']).toBe(150)
      expect(Math.max(...headers.report.closeMs, ...body.report.closeMs)).toBeLessThan(15_000)
    } finally {
      headers.stop()
      body.stop()
    }
  })

  test('answers a cached page again from memory, each time with a nonce of its own, and shows an editor’s save at once', async () => {
    const page = async (path: string) => {
      const answer = await fetch(`${site.baseURL}${path}`)
      const html = await answer.text()
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]
      const scriptNonces = new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]))
      return { memory: answer.headers.get('x-page-memory'), html, nonce, scriptNonces, status: answer.status }
    }
    await page('/it/about')
    const first = await page('/it/about')
    const second = await page('/it/about')
    expect([first.memory, second.memory]).toEqual(['HIT', 'HIT'])
    expect(first.nonce).not.toBe(second.nonce)
    for (const answer of [first, second]) expect([...answer.scriptNonces]).toEqual([answer.nonce])
    // Pages Next renders for each request, and client navigations, never come from memory.
    expect((await page('/checkout')).memory).toBeNull()
    expect((await fetch(`${site.baseURL}/it/about`, { headers: { rsc: '1' } })).headers.get('x-page-memory')).toBeNull()

    const token = await adminToken(site.baseURL)
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const menu = (await (await fetch(`${site.baseURL}/api/globals/header-menu?locale=it&depth=0`, { headers: auth })).json()) as { entries: { title: string }[] }
    const renamed = `${menu.entries[0]!.title} (memoria)`
    const save = (entries: unknown) => fetch(`${site.baseURL}/api/globals/header-menu?locale=it`, { method: 'POST', headers: auth, body: JSON.stringify({ entries }) })
    expect((await save(menu.entries.map((e, i) => (i === 0 ? { ...e, title: renamed } : e)))).status).toBe(200)
    await expect.poll(async () => (await page('/it/about')).html.includes(renamed), { intervals: [100] }).toBe(true)
    expect((await save(menu.entries)).status).toBe(200)
    await expect.poll(async () => (await page('/it/about')).html.includes(renamed), { intervals: [100] }).toBe(false)
  })

  test('runs a page’s scripts once it is parsed, sends the build’s files compressed once at the highest level, and a missing one as a plain 404', async ({ page }) => {
    const html = await (await fetch(`${site.baseURL}/it/about`)).text()
    // Attributes in either order: a page Next rendered for this request has them in React's.
    const chunks = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter(([tag]) => !/noModule/i.test(tag))
    expect(chunks.length).toBeGreaterThan(3)
    for (const [tag] of chunks) expect(tag).toMatch(/^(?!.*\basync\b)(?=.*\bnonce=")(?=.*\bdefer\b)/)
    // Node's http keeps the body as sent (fetch would decode it).
    const { request } = await import('node:http')
    const raw = (path: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) =>
        request(`${site.baseURL}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (answer) => {
          const parts: Buffer[] = []
          answer.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }))
        })
          .on('error', reject)
          .end(),
      )
    const { brotliDecompressSync } = await import('node:zlib')
    const script = chunks.at(0)![1]!
    const first = await raw(script)
    await expect.poll(async () => (await raw(script)).body.byteLength, { intervals: [100] }).toBeLessThan(first.body.byteLength)
    const again = await raw(script)
    expect([first.encoding, again.encoding]).toEqual(['br', 'br'])
    expect(brotliDecompressSync(again.body).equals(brotliDecompressSync(first.body))).toBe(true)
    // A chunk of no build (a tab opened before a deploy) is a plain 404, not a rendered page.
    const missing = await fetch(`${site.baseURL}/_next/static/chunks/no-such-chunk.js`)
    expect([missing.status, missing.headers.get('content-type'), await missing.text()]).toEqual([404, 'text/plain; charset=utf-8', 'Not found.'])

    // The page still comes to life: a link the router handles takes the visitor on without a reload.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(`${site.baseURL}/it/about`)
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true))
    await page.locator('header a[href="/it/shop"]:visible').first().click()
    await expect(page).toHaveURL(/\/it\/shop$/)
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true)
    expect(errors).toEqual([])
  })

  test('has V8 compile a site page’s scripts while they stream in, and leaves the admin’s compiled as they run', async () => {
    const chunksOf = async (path: string) =>
      [...(await (await fetch(`${site.baseURL}${path}`)).text()).matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter(([tag]) => !/noModule/i.test(tag)).map(([, src]) => src!)
    const startsWithHint = async (src: string) => (await (await fetch(`${site.baseURL}${src}`)).text()).startsWith(COMPILE_HINT)
    const sitePage = await chunksOf('/de/blog/why-virtual-running')
    expect(sitePage.length).toBeGreaterThan(3)
    for (const src of sitePage) expect(await startsWithHint(src), src).toBe(true)
    const adminOwn = (await chunksOf('/admin/login')).filter((src) => src.includes('/app/(payload)/') || src.includes('/app/%28payload%29/'))
    expect(adminOwn.length).toBeGreaterThan(0)
    for (const src of adminOwn) expect(await startsWithHint(src), src).toBe(false)
  })

  test('comes back by itself when the server process is killed, and says so', async () => {
    test.setTimeout(60_000)
    const killed = serverPid()
    process.kill(killed, 'SIGKILL')
    await expect.poll(() => serverPid(), { timeout: 10_000 }).not.toBe(killed)
    await expect.poll(async () => (await fetch(`${site.baseURL}/about`).catch(() => null))?.status, { timeout: 30_000, intervals: [250] }).toBe(200)
    expect(fs.readFileSync(site.logFile, 'utf8')).toMatch(new RegExp(`server on port \\d+ \\(pid ${killed}\\) died with signal SIGKILL after \\d+ s; restart #1 in 1 s`))
  })

  test('stops the server with npm start on SIGTERM, leaving nothing behind', async () => {
    test.setTimeout(30_000)
    const server = serverPid()
    process.kill(site.pid, 'SIGTERM')
    await expect.poll(() => alive(server) || alive(site.pid), { timeout: 15_000, intervals: [200] }).toBe(false)
    await expect(fetch(`${site.baseURL}/about`)).rejects.toThrow()
  })
})
