import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chosenEncoding, staticFileOf, staticFiles } from './static-files'

describe('which encoding a static file is answered in', () => {
  it('prefers Brotli, then gzip, and answers neither to a client that takes neither', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chosenEncoding('gzip')).toBe('gzip')
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chosenEncoding('*')).toBe('br')
    expect(chosenEncoding('identity')).toBeNull()
    expect(chosenEncoding('gzip;q=0, br;q=0')).toBeNull()
    expect(chosenEncoding(undefined)).toBeNull()
  })
})

describe('which file an address names', () => {
  const dir = path.resolve('/build/.next/static')
  it('names files inside the build’s static folder only, whatever the query', () => {
    expect(staticFileOf(dir, '/_next/static/chunks/app/(site)/%5Blocale%5D/page-1.js')).toBe(path.join(dir, 'chunks/app/(site)/[locale]/page-1.js'))
    expect(staticFileOf(dir, '/_next/static/css/a.css?v=1')).toBe(path.join(dir, 'css/a.css'))
    expect(staticFileOf(dir, '/_next/static/media/font.woff2')).toBe(path.join(dir, 'media/font.woff2'))
    expect(staticFileOf(dir, '/_next/static/..%2F..%2Fpackage.json')).toBeNull()
    expect(staticFileOf(dir, '/_next/static/chunks/../../server/app.js')).toBeNull()
    expect(staticFileOf(dir, '/_next/static/%E0%A4%A.js')).toBeNull()
    expect(staticFileOf(dir, '/_next/static/a%00.js')).toBeNull()
    expect(staticFileOf(dir, '/api/media/file/a.js')).toBeNull()
  })
})

describe('a static file answered again from memory', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  // Code, as a chunk is: this folder's own modules.
  const source = Buffer.concat(fs.readdirSync(import.meta.dirname).map((name) => fs.readFileSync(path.join(import.meta.dirname, name))))
  fs.mkdirSync(path.join(folder, 'chunks'))
  fs.writeFileSync(path.join(folder, 'chunks', 'a.js'), source)
  const statics = staticFiles({ staticDir: folder, maxBytes: 10_000_000 })
  let nextAnswers = 0
  const server = http.createServer((request, response) => {
    if (statics.answer(request, response)) return
    nextAnswers++
    // Stands in for Next: its headers, the file as it is.
    const headers = { 'content-type': 'application/javascript; charset=UTF-8', 'cache-control': 'public, max-age=31536000, immutable', etag: 'W/"1"', 'x-content-type-options': 'nosniff' }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    response.statusCode = request.url === '/_next/static/chunks/a.js' ? 200 : 404
    response.end(request.url === '/_next/static/chunks/a.js' ? source : 'missing')
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => server.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(`${base}${url}`, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject),
    )

  it('is Next’s answer the first time, then the same file at the highest levels, with Next’s headers', async () => {
    const first = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br, gzip' })
    expect(first.body.equals(source)).toBe(true)
    await expect.poll(() => statics.size().files).toBe(1)

    const br = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-type': 'application/javascript; charset=UTF-8',
    })
    expect(br.headers.etag).toBeUndefined()
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength)
    expect(zlib.brotliDecompressSync(br.body).equals(source)).toBe(true)
    expect(br.body.byteLength).toBeLessThanOrEqual(zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).byteLength)

    const gzip = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).equals(source)).toBe(true)
    expect(nextAnswers).toBe(1)

    // Another spelling of the same address is the same file: answered from memory, not compressed again.
    const spelled = await get('/_next/static/chunks/%61.js', { 'accept-encoding': 'br' })
    expect(spelled.headers['content-encoding']).toBe('br')
    expect(nextAnswers).toBe(1)
    expect(statics.size().files).toBe(1)
  })

  it('leaves conditional and range requests and plain clients to Next', async () => {
    const before = nextAnswers
    await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"1"' })
    await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br', range: 'bytes=0-10' })
    await get('/_next/static/chunks/a.js')
    expect(nextAnswers).toBe(before + 3)
    expect(statics.size().files).toBe(1)
  })

  it('answers an address that names no file of the build with a plain 404, without Next', async () => {
    const before = nextAnswers
    for (const address of ['/_next/static/chunks/missing.js', '/_next/static/chunks/old-1234.js?dpl=1', '/_next/static/..%2F..%2Fetc%2Fpasswd', '/_next/static/%E0%A4%A.js', '/_next/static/chunks']) {
      const answer = await get(address, { 'accept-encoding': 'br' })
      expect([address, answer.status, answer.headers['content-type'], answer.body.toString()]).toEqual([address, 404, 'text/plain; charset=utf-8', 'Not found.'])
    }
    expect(nextAnswers).toBe(before)
  })

  it('keeps no more bytes than it may', async () => {
    const tiny = staticFiles({ staticDir: folder, maxBytes: 10 })
    const response = new http.ServerResponse(new http.IncomingMessage(null as never))
    expect(tiny.answer(Object.assign(new http.IncomingMessage(null as never), { url: '/_next/static/chunks/a.js', method: 'GET', headers: { 'accept-encoding': 'br' } }), response)).toBe(false)
    expect(tiny.size().bytes).toBe(0)
  })
})
