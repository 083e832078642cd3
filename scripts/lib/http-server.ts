/**
 * The site's HTTP server, one process: Next's request handler (its documented custom server) behind
 * our own Node server, which sends pages asked for under another name to SITE_URL (site-names.ts),
 * knows the socket's peer for the rate limits (forwarded.ts), refuses
 * bodies over the limit of their path before reading them (body-guard.ts), hands Next small bodies
 * only once they have arrived (whole-body.ts), closes slow sockets (socket-limits.ts), gives the
 * scripts of cached pages their answer's nonce (page-nonces.ts), answers cached pages again from
 * memory (page-memory.ts), keeps the build's static files compressed at the highest levels
 * (static-files.ts) and compresses what it sends. A
 * watchdog thread ends the process when its event loop stays blocked (watchdog.ts).
 * `npm start` and every cluster instance run it under a supervisor that restarts it when it dies
 * (supervisor.ts). Exits with GIVE_UP_EXIT_CODE when it cannot start at all. Once listening, it
 * renders the sitemap's pages in the background for the first visitors (warm-up.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { env } from '../../src/lib/env'
import { siteOrigins } from '../../src/lib/http/site-origin'
import { bodyDeadlineMs, type Refusal, refusal } from './http-server/body-guard'
import { serverActionRefusal } from './http-server/server-actions'
import { otherNameRedirect } from './http-server/site-names'
import { rewriteForwarded } from './http-server/forwarded'
import { requestLineRefusal } from './http-server/request-line'
import { type FinishedPage, holdPagesForNonces, neverNotModified } from './http-server/page-nonces'
import { fromMemory } from './http-server/memory-answers'
import { pageMemory } from './http-server/page-memory'
import { staticFiles } from './http-server/static-files'
import { onTagsExpired } from '../../src/lib/cache/tag-events'
import { applySocketLimits, serverOptions } from './http-server/socket-limits'
import { requestsInFlight, startWatchdog } from './http-server/watchdog'
import { WHOLE_BODY_MAX, wholeBody } from './http-server/whole-body'
import { warmPages } from './http-server/warm-up'
import { GIVE_UP_EXIT_CODE } from './supervisor'

const root = path.resolve(import.meta.dirname, '../..')
const LINGER_MS = 1000
/** A page Next may keep for an hour is asked of it again after a minute (its own clock decides). */
const PAGE_MEMORY_MAX_AGE_MS = 60_000
/** The build's static files, compressed: a few MB in all. */
const STATIC_FILES_MAX_BYTES = 32 * 1024 * 1024

/**
 * Answers before the body is read, then closes the connection. The body still on its way is read
 * and dropped for a moment first: closed at once, the socket would reset the connection, and the
 * client, still writing, would lose the answer.
 */
function refuse(request: IncomingMessage, response: ServerResponse, { status, message }: Refusal) {
  const body = JSON.stringify(new URL(request.url ?? '/', 'http://site').pathname.startsWith('/api') ? { errors: [{ message }] } : { error: message })
  const socket = request.socket
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', connection: 'close' })
  response.end(body, () => {
    // Node ends the socket after a "Connection: close" answer and destroys it once that is flushed;
    // the destroy waits instead (if Node ever closes otherwise, the socket just closes at once).
    socket.removeListener('finish', socket.destroy)
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  })
}

/** A body trickled slower than BODY_RATE loses its socket, so it cannot hold one for minutes. */
function bodyDeadline(request: IncomingMessage, response: ServerResponse) {
  const length = Number(request.headers['content-length'] ?? 0)
  if (!(length > 0)) return
  const timer = setTimeout(() => {
    if (!request.complete) request.socket.destroy()
  }, bodyDeadlineMs(length))
  response.once('close', () => clearTimeout(timer))
}

async function main() {
  const app = next({ dev: false, dir: root, port: env.PORT })
  try {
    await app.prepare()
  } catch (error) {
    console.error('[server] Next could not load the production build:', error)
    process.exit(GIVE_UP_EXIT_CODE)
  }
  const handle = app.getRequestHandler()
  // Compression is ours (Next's is off, next.config.ts): pages are compressed after their scripts
  // got their nonce (page-nonces.ts), which Next's compression, running first, would not allow.
  const compress = compression()

  const memory = env.PAGE_MEMORY_MB > 0 ? pageMemory({ maxBytes: env.PAGE_MEMORY_MB * 1024 * 1024, maxAgeMs: PAGE_MEMORY_MAX_AGE_MS }) : null
  if (memory) onTagsExpired(() => memory.expire())
  const statics = staticFiles({ staticDir: path.join(root, '.next', 'static'), maxBytes: STATIC_FILES_MAX_BYTES })

  const dispatch = (request: IncomingMessage, response: ServerResponse, keep: ((page: FinishedPage) => void) | null = null) =>
    compress(request as never, response as never, () => {
      neverNotModified(request)
      holdPagesForNonces(response, keep ?? undefined)
      handle(request, response).catch((error: unknown) => {
        console.error(`[server] ${request.method} ${request.url} failed:`, error)
        if (!response.headersSent) response.writeHead(500).end()
        else response.destroy()
      })
    })
  const origins = siteOrigins({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES })
  const inFlight = requestsInFlight()
  const watchdog = startWatchdog({ stallMs: env.SERVER_STALL_SECONDS * 1000, describe: inFlight.describe })
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    inFlight.track(request.method, request.url, (done) => response.once('close', done))
    watchdog.describeNow()
    const refused = requestLineRefusal(request.method, request.url) ?? refusal(request.url, request.headers) ?? serverActionRefusal(request.method, request.url, request.headers, origins)
    if (refused) return refuse(request, response, refused)
    const canonical = otherNameRedirect(request.method, request.url, request.headers.host)
    if (canonical) return void response.writeHead(308, { location: canonical, 'cache-control': 'no-store', 'content-length': 0 }).end()
    if (statics.answer(request, response)) return
    const kept = memory ? fromMemory(memory, compress as never, request, response) : null
    if (kept?.answered) return
    rewriteForwarded(request.headers, request.socket.remoteAddress, env.TRUSTED_PROXIES)
    bodyDeadline(request, response)
    const length = Number(request.headers['content-length'] ?? 0)
    // A body that never arrives ends with its socket (bodyDeadline), unseen by Next.
    if (length > 0 && length <= WHOLE_BODY_MAX)
      void wholeBody(request).then(
        (whole) => dispatch(whole, response),
        () => {},
      )
    else void dispatch(request, response, kept?.keep)
  }
  const server = http.createServer(serverOptions, serve)
  applySocketLimits(server)
  // Without this, Node answers "100 Continue" at once and the client sends a body we then refuse.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const refused = requestLineRefusal(request.method, request.url) ?? refusal(request.url, request.headers)
    if (refused) return refuse(request, response, refused)
    response.writeContinue()
    serve(request, response)
  })

  let closing = false
  const stopWarming = new AbortController()
  const shutdown = (why: string, code: number) => {
    if (closing) return
    closing = true
    stopWarming.abort()
    console.log(`[server] ${why}: finishing the requests under way, then stopping`)
    setTimeout(() => process.exit(code), 10_000)
    server.close(() => void app.close().finally(() => process.exit(code)))
  }
  process.on('SIGINT', () => shutdown('SIGINT', 130))
  process.on('SIGTERM', () => shutdown('SIGTERM', 143))
  // The supervisor is gone (SIGKILL): nobody would stop or restart this server any more.
  const parent = process.ppid
  setInterval(() => process.ppid !== parent && shutdown('the supervisor is gone', 0), 1000).unref()

  server.on('error', (error) => {
    console.error(`[server] cannot listen on port ${env.PORT}:`, error)
    process.exit(GIVE_UP_EXIT_CODE)
  })
  server.listen(env.PORT, () => {
    console.log(`[server] pid ${process.pid} ready on http://localhost:${env.PORT} (trusting ${env.TRUSTED_PROXIES} proxies in front)`)
    if (!env.WARM_PAGES) return
    warmPages({ listening: `http://127.0.0.1:${env.PORT}`, siteUrl: env.SITE_URL, inFlight: inFlight.size, signal: stopWarming.signal }).then(
      ({ pages, failed, ms }) => console.log(`[server] warmed ${pages} pages in ${(ms / 1000).toFixed(1)} s${failed ? ` (${failed} failed)` : ''}`),
      (error: unknown) => console.warn('[server] the pages could not be warmed:', error instanceof Error ? error.message : error),
    )
  })
}

await main()
