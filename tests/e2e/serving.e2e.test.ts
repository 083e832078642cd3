import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { sendRaw, slowSockets } from '../../scripts/lib/hostile'
import { type RunningSite, startSite } from '../../scripts/lib/site-process'
import { ACCOUNT_LIMITS } from '../../src/server/accounts/session'
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
