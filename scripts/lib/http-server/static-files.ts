/**
 * The build's static files (`/_next/static/…`, named by their content, so never changed) answered
 * compressed once, at the highest levels, instead of compressed again for every visitor at the
 * quick levels. The first answer is Next's (its headers are the ones kept); then the file is read
 * from the build and compressed with Brotli 11 and gzip 9 in libuv's thread pool, off the event
 * loop, and kept. The next requests get those bytes with Next's headers.
 * Conditional and range requests, and clients that take neither encoding, go to Next as before.
 * Bounded by bytes, the least recently used first out.
 *
 * An address under `/_next/static/` that names no file of the build (an old chunk asked for by a
 * tab opened before a deploy, or an invented one) is a plain 404 here: Next would render the whole
 * not-found page for it, 116 KB of HTML and 12–30 ms of work each time.
 */
import fs from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip'
type Kept = { headers: [string, string | string[]][]; br: Buffer; gzip: Buffer; bytes: number }

const PREFIX = '/_next/static/'
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.map'])
/** Answered anew each time, or not true of another encoding's bytes. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'accept-ranges', 'etag', 'set-cookie'])

/** The encoding to answer in: Brotli when the client takes it, else gzip, else none of ours. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const taken = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) taken.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (name: Encoding) => (taken.get(name) ?? taken.get('*') ?? 0) > 0
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null
}

/**
 * The build's file an address under `/_next/static/` names (its query aside), or null when it is
 * not such an address, cannot be decoded, or leads outside the folder.
 */
export function staticFileOf(staticDir: string, url: string | undefined): string | null {
  if (!url?.startsWith(PREFIX)) return null
  let relative: string
  try {
    relative = decodeURIComponent(url.slice(PREFIX.length).split(/[?#]/, 1)[0]!)
  } catch {
    return null
  }
  if (relative.includes('\0')) return null
  const file = path.resolve(staticDir, relative)
  return file.startsWith(staticDir + path.sep) ? file : null
}

/** Every file of the build's static folder: it does not change while a server runs on it. */
function filesIn(dir: string): Set<string> {
  try {
    return new Set(
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
  } catch {
    return new Set()
  }
}

function mayAnswer({ headers }: IncomingMessage): boolean {
  return !headers.range && !headers['if-none-match'] && !headers['if-modified-since']
}

const keptHeaders = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name.toLowerCase()))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]])

export function staticFiles({ staticDir, maxBytes }: { staticDir: string; maxBytes: number }) {
  const dir = path.resolve(staticDir)
  const known = filesIn(dir)
  const files = new Map<string, Kept>()
  const compressing = new Set<string>()
  let bytes = 0

  const keep = (file: string, entry: Kept) => {
    if (entry.bytes > maxBytes) return
    files.delete(file)
    files.set(file, entry)
    bytes += entry.bytes
    for (const [oldest, kept] of files) {
      if (bytes <= maxBytes) break
      files.delete(oldest)
      bytes -= kept.bytes
    }
  }

  const compress = async (file: string, headers: OutgoingHttpHeaders) => {
    compressing.add(file)
    try {
      const source = await fs.promises.readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
        gzip(source, { level: 9 }),
      ])
      keep(file, { headers: keptHeaders(headers), br, gzip: gz, bytes: br.byteLength + gz.byteLength })
    } catch {
      // Gone from the build, or unreadable: Next goes on answering it.
    } finally {
      compressing.delete(file)
    }
  }

  return {
    /**
     * Answers from memory when it can (true). Else false, and when Next's answer to this request
     * shows the file exists, the file is compressed for the next ones.
     */
    answer(request: IncomingMessage, response: ServerResponse): boolean {
      if (!request.url?.startsWith(PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
      // Kept by file, not by address: however an address is spelled, a file is compressed once.
      const file = staticFileOf(dir, request.url)
      if (!file || !known.has(file)) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-length': 10 })
        response.end(request.method === 'HEAD' ? undefined : 'Not found.')
        return true
      }
      const encoding = chosenEncoding(request.headers['accept-encoding'])
      if (!encoding || !mayAnswer(request) || !COMPRESSIBLE.has(path.extname(file))) return false
      const kept = files.get(file)
      if (kept) {
        files.delete(file)
        files.set(file, kept)
        const body = kept[encoding]
        for (const [name, value] of kept.headers) response.setHeader(name, value)
        response.setHeader('content-encoding', encoding)
        response.setHeader('vary', 'Accept-Encoding')
        response.setHeader('content-length', body.byteLength)
        response.statusCode = 200
        response.end(request.method === 'HEAD' ? undefined : body)
        return true
      }
      if (!compressing.has(file))
        response.once('finish', () => {
          // Headers only written with writeHead are not seen here: such an answer is not kept.
          const headers = response.getHeaders()
          if (response.statusCode === 200 && headers['content-type'] && !files.has(file) && !compressing.has(file)) void compress(file, headers)
        })
      return false
    },
    size: () => ({ files: files.size, bytes }),
  }
}

export type StaticFiles = ReturnType<typeof staticFiles>
