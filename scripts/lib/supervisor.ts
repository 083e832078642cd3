/**
 * Keeps a server process running: when it dies (a crash, running out of heap, SIGKILL) it is
 * started again after a back-off, doubling from 1 s to 30 s while it keeps dying and back to 1 s
 * once it has stayed up a minute, and each death is logged with its cause and the restart count.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process'

/** The process says retrying is pointless (no build, port taken): the supervisor gives up. */
export const GIVE_UP_EXIT_CODE = 78

export const BACKOFF = { firstMs: 1_000, maxMs: 30_000, healthyMs: 60_000 }

/** The wait before restart number `failures` (1, 2, …) of a process that keeps dying. */
export const restartDelay = (failures: number, backoff = BACKOFF) => Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1))

export type Supervised = {
  /** The process running now (or the last one, while a restart waits). */
  readonly child: ChildProcess
  readonly restarts: number
  /** Settles with the exit code once supervision ends: stopped, or given up. */
  readonly ended: Promise<number>
  /** Until supervision ends: the process is running, or about to be started again. */
  readonly supervising: boolean
  /** Stops supervising, sends `signal` and waits for the process (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

type Options = {
  /** Which process, in the log lines ("server on port 3000"). */
  name: string
  command: string
  args: string[]
  spawnOptions: SpawnOptions
  log?: (line: string) => void
  backoff?: typeof BACKOFF
}

export function supervise({ name, command, args, spawnOptions, log = console.log, backoff = BACKOFF }: Options): Supervised {
  let child: ChildProcess
  let restarts = 0
  let failures = 0
  let stopping = false
  let pending: NodeJS.Timeout | null = null
  let supervising = true
  let resolveEnded: (code: number) => void = () => {}
  const ended = new Promise<number>((resolve) => (resolveEnded = resolve))
  const end = (code: number) => {
    supervising = false
    resolveEnded(code)
  }

  const start = () => {
    pending = null
    const startedAt = Date.now()
    child = spawn(command, args, spawnOptions)
    log(`[supervisor] ${name} started (pid ${child.pid})`)
    let gone = false
    const onGone = (code: number | null, signal: NodeJS.Signals | null) => {
      if (gone) return
      gone = true
      const cause = signal ? `signal ${signal}` : `exit code ${code}`
      if (stopping) return end(code ?? 0)
      if (code === GIVE_UP_EXIT_CODE) {
        log(`[supervisor] ${name} (pid ${child.pid}) cannot start (${cause}); giving up`)
        return end(code)
      }
      failures = Date.now() - startedAt >= backoff.healthyMs ? 1 : failures + 1
      restarts++
      const delay = restartDelay(failures, backoff)
      log(`[supervisor] ${name} (pid ${child.pid}) died with ${cause} after ${Math.round((Date.now() - startedAt) / 1000)} s; restart #${restarts} in ${delay / 1000} s`)
      pending = setTimeout(start, delay)
    }
    child.on('exit', onGone)
    child.on('error', (error) => {
      log(`[supervisor] ${name}: ${error.message}`)
      onGone(1, null)
    })
  }
  start()

  return {
    get child() {
      return child
    },
    get restarts() {
      return restarts
    },
    get supervising() {
      return supervising
    },
    ended,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (stopping) return void (await ended)
      stopping = true
      if (pending) {
        clearTimeout(pending)
        return end(0)
      }
      if (child.exitCode !== null || child.signalCode !== null) return end(child.exitCode ?? 0)
      child.kill(signal)
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await ended
      clearTimeout(kill)
    },
  }
}
