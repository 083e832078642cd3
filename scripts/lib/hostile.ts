/**
 * Hostile HTTP clients, for bench:hostile and the serving test: a raw request with a huge body
 * (declared or chunked), and sockets that trickle their headers or body a byte at a time.
 */
import net from 'node:net'

export type RawAnswer = { status: number | null; ms: number; sentBytes: number; error?: string }

const CHUNK = Buffer.alloc(64 * 1024, 'x')

const drained = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done)
      resolve()
    }
    socket.on('drain', done).on('close', done)
  })

/**
 * Sends `head` (request line and headers, without the blank line) and then `bodyBytes` as fast as
 * the socket takes them (chunked when `chunked`), and resolves at the first status line other than
 * 100 Continue, when the socket closes, or after `timeoutMs`.
 */
export function sendRaw(url: string, head: string, { bodyBytes = 0, chunked = false, timeoutMs = 60_000 } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  const started = performance.now()
  return new Promise((resolve) => {
    let sentBytes = 0
    let done = false
    let received = ''
    const socket = net.connect({ host: hostname, port: Number(port) })
    const finish = (status: number | null, error?: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ status, ms: Math.round(performance.now() - started), sentBytes, error })
    }
    const timer = setTimeout(() => finish(null, `no answer within ${timeoutMs / 1000} s`), timeoutMs)
    socket.on('data', (data) => {
      received += data.toString('latin1')
      for (const match of received.matchAll(/HTTP\/1\.[01] (\d{3})/g)) if (match[1] !== '100') return finish(Number(match[1]))
    })
    socket.on('error', (error) => finish(null, error.message))
    socket.on('close', () => finish(null, 'closed without an answer'))
    socket.on('connect', async () => {
      socket.write(`${head}\r\n\r\n`)
      while (!done && sentBytes < bodyBytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bodyBytes - sentBytes))
        const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece
        sentBytes += piece.length
        // Yields to reading between writes, so an early answer is seen when it comes.
        if (!socket.write(framed)) await drained(socket)
        else await new Promise((r) => setImmediate(r))
      }
      if (!done && chunked && bodyBytes > 0) socket.write('0\r\n\r\n')
    })
  })
}

export type SlowSocketsReport = {
  opened: number
  /** Sockets the server closed (with or without a 408), and after how long. */
  closedByServer: number
  closeMs: number[]
  statuses: Record<string, number>
}

/**
 * Opens `count` sockets that send a request a byte every `intervalMs`: the headers (never ending),
 * or complete headers announcing a body that then trickles. Runs until `stop()`.
 */
export function slowSockets(url: string, count: number, kind: 'headers' | 'body', { path = '/api/users/login', intervalMs = 1000 } = {}) {
  const { hostname, port, host } = new URL(url)
  const report: SlowSocketsReport = { opened: 0, closedByServer: 0, closeMs: [], statuses: {} }
  const sockets: net.Socket[] = []
  let stopped = false
  const head =
    kind === 'headers'
      ? `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n`
      : `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n`
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ host: hostname, port: Number(port) })
    const opened = performance.now()
    sockets.push(socket)
    let ticker: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      report.opened++
      socket.write(head)
      ticker = setInterval(() => socket.write(kind === 'headers' ? 'X' : '{'), intervalMs)
    })
    socket.on('data', (data) => {
      const status = data.toString('latin1').match(/^HTTP\/1\.[01] (\d{3})/)?.[1]
      if (status) report.statuses[status] = (report.statuses[status] ?? 0) + 1
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(ticker)
      if (stopped) return
      report.closedByServer++
      report.closeMs.push(Math.round(performance.now() - opened))
    })
  }
  return {
    report,
    stop() {
      stopped = true
      for (const socket of sockets) socket.destroy()
    },
  }
}
