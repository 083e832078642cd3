/**
 * The watchdog's own thread (watchdog.ts): it watches the main thread's heartbeat in shared memory,
 * and when the beat stops for longer than `stallMs`, it writes why to stderr (directly: the main
 * thread, which would otherwise carry a worker's output, is the one stuck) and kills the process,
 * so that its supervisor starts it again.
 */
import fs from 'node:fs'
import { workerData } from 'node:worker_threads'

const { shared, stallMs, checkMs } = workerData
const beat = new Int32Array(shared, 0, 2)
const note = new Uint8Array(shared, 8)
let last = Atomics.load(beat, 0)
let lastChange = performance.now()

setInterval(() => {
  const now = performance.now()
  const current = Atomics.load(beat, 0)
  if (current !== last) {
    last = current
    lastChange = now
    return
  }
  if (now - lastChange < stallMs) return
  const length = Atomics.load(beat, 1)
  const doing = new TextDecoder().decode(note.slice(0, length)) || 'nothing recorded'
  fs.writeSync(
    2,
    `[watchdog] pid ${process.pid}: the event loop has been blocked for ${((now - lastChange) / 1000).toFixed(1)} s (last seen: ${doing}); ending the process so that it is started again\n`,
  )
  process.kill(process.pid, 'SIGKILL')
}, checkMs)
