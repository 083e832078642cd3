import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * An event-loop watchdog. The main thread beats every `beatMs` into shared memory, with a line on
 * what it is doing (`describe`: the requests in flight); a thread of its own checks the beat, and
 * when the main thread has not beaten for `stallMs` (an endless loop, a parser gone quadratic,
 * a heap thrashing in GC), logs that line and kills the process, which its supervisor then starts
 * again (supervisor.ts). Whatever blocks the loop, the site comes back in seconds.
 */

const NOTE_BYTES = 2048

export type WatchdogOptions = { stallMs: number; beatMs?: number; describe?: () => string }

export function startWatchdog({ stallMs, beatMs = 250, describe }: WatchdogOptions) {
  const shared = new SharedArrayBuffer(8 + NOTE_BYTES)
  const beat = new Int32Array(shared, 0, 2)
  const note = new Uint8Array(shared, 8)
  const encoder = new TextEncoder()
  const worker = new Worker(path.join(import.meta.dirname, 'watchdog-thread.mjs'), { workerData: { shared, stallMs, checkMs: Math.min(beatMs, 250) } })
  worker.unref()
  const describeNow = () => {
    if (!describe) return
    const { written } = encoder.encodeInto(describe(), note)
    Atomics.store(beat, 1, written)
  }
  const tick = () => {
    describeNow()
    Atomics.add(beat, 0, 1)
  }
  tick()
  const timer = setInterval(tick, beatMs)
  timer.unref()
  return {
    /** Writes the line now: a request that blocks as soon as it arrives is named all the same. */
    describeNow,
    async stop() {
      clearInterval(timer)
      await worker.terminate()
    },
  }
}

type InFlight = { method: string; path: string; since: number }

/** The requests being answered, oldest first, for the watchdog's line: "POST /app-api/… (5.1 s)". */
export function requestsInFlight() {
  const open = new Set<InFlight>()
  return {
    track(method: string | undefined, url: string | undefined, done: (onDone: () => void) => void) {
      // The path only: a query string may hold a token.
      const entry = { method: method ?? '?', path: (url ?? '/').split('?')[0]!.slice(0, 200), since: performance.now() }
      open.add(entry)
      done(() => open.delete(entry))
    },
    size: () => open.size,
    describe() {
      const now = performance.now()
      const oldest: InFlight[] = []
      for (const entry of open) {
        if (oldest.push(entry) === 5) break
      }
      if (oldest.length === 0) return 'no request in flight'
      return `${open.size} request(s) in flight: ${oldest.map((r) => `${r.method} ${r.path} (${((now - r.since) / 1000).toFixed(1)} s)`).join(', ')}`
    },
  }
}
