import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { threadCpuMs } from './thread-cpu'

/**
 * Work that must not run on the thread answering requests (reading an uploaded file), done by a
 * few worker threads. Each task has a CPU-time budget (read from /proc on Linux, wall time
 * elsewhere) and a wall-time ceiling: past either, its worker is ended and the task fails with
 * PoolBudgetError. Workers have memory limits; one that dies fails its task with PoolCrashError.
 * Tasks wait in a bounded queue, for a bounded time; a full queue or a long wait is PoolBusyError,
 * so the caller can say "try again in a moment". Idle workers end after `idleMs`, giving their
 * memory back.
 */

/** No worker is free soon enough: the caller should answer 503 with Retry-After. */
export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('All workers are busy')
  }
}

/** The task used up its budget; its worker was ended. */
export class PoolBudgetError extends Error {}

/** The worker died under the task (out of memory, a native crash). */
export class PoolCrashError extends Error {}

export type PoolOptions = {
  /** Absolute path of the task module; it exports `handle(input)`. TypeScript is loaded through tsx. */
  entry: string
  /** Workers at most (tasks at once). */
  size: number
  /** Tasks waiting at most; one more is refused at once. */
  maxQueued: number
  /** Bytes of transferred buffers waiting at most (the memory queued tasks hold); past it a task is refused at once. */
  maxQueuedBytes?: number
  /** How long a task may wait for a worker before it is refused. */
  maxWaitMs: number
  /** CPU time one task may use. */
  budgetMs: number
  /** Wall time one task may take however busy the machine is (default four times the budget). */
  wallLimitMs?: number
  /** An idle worker ends after this long. */
  idleMs: number
  resourceLimits: ResourceLimits
}

type Task<I, O> = { input: I; transfer: ArrayBuffer[]; resolve(output: O): void; reject(error: Error): void; waiting?: NodeJS.Timeout }

type Slot = {
  worker: Worker
  thread: number | null
  ready: boolean
  task: Task<unknown, unknown> | null
  taskId: number
  /** The task's CPU clock and wall clock at its start. */
  cpuAtStart: number | null
  startedAt: number
  budget: NodeJS.Timeout | null
  idle: NodeJS.Timeout | null
}

/** How much longer than `maxWaitMs` a task may wait for a worker starting for it. */
const WORKER_START_GRACE_MS = 30_000

const boot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boot.mjs')

export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot>()
  private readonly queue: Task<I, O>[] = []
  private nextId = 1
  private closed = false

  constructor(private readonly options: PoolOptions) {}

  /** Runs `input` in a worker; `transfer` lists buffers moved to it (unusable here afterwards). */
  run(input: I, transfer: ArrayBuffer[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new Error('The pool is closed'))
    return new Promise<O>((resolve, reject) => {
      const task: Task<I, O> = { input, transfer, resolve, reject }
      const bytes = transfer.reduce((sum, buffer) => sum + buffer.byteLength, 0)
      const full = this.queue.length >= this.options.maxQueued || (this.queue.length > 0 && this.queuedBytes() + bytes > (this.options.maxQueuedBytes ?? Number.POSITIVE_INFINITY))
      if (full) return reject(new PoolBusyError(this.retryAfterSeconds()))
      const queuedAt = performance.now()
      const expire = () => {
        const at = this.queue.indexOf(task)
        if (at < 0) return
        // A task a starting worker will take waits on that start (a cold pool on a machine busy
        // elsewhere), not behind other tasks: the pool is not busy, and it waits on, for a while.
        if (at < this.startingWorkers() && performance.now() - queuedAt < this.options.maxWaitMs + WORKER_START_GRACE_MS) {
          task.waiting = setTimeout(expire, 100)
          return
        }
        this.queue.splice(at, 1)
        reject(new PoolBusyError(this.retryAfterSeconds()))
      }
      task.waiting = setTimeout(expire, this.options.maxWaitMs)
      this.queue.push(task)
      this.dispatch()
    })
  }

  /** Workers alive, tasks running and waiting (for logs and tests). */
  get stats() {
    const slots = [...this.slots]
    return { workers: slots.length, running: slots.filter((s) => s.task).length, queued: this.queue.length }
  }

  /** Ends every worker; tasks still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true
    for (const task of this.queue.splice(0)) {
      clearTimeout(task.waiting)
      task.reject(new Error('The pool is closed'))
    }
    await Promise.all([...this.slots].map((slot) => this.end(slot, new Error('The pool is closed'))))
  }

  private queuedBytes(): number {
    return this.queue.reduce((sum, task) => sum + task.transfer.reduce((bytes, buffer) => bytes + buffer.byteLength, 0), 0)
  }

  /** Workers spawned and not yet ready: each takes the next waiting task once it is. */
  private startingWorkers(): number {
    return [...this.slots].filter((s) => !s.ready).length
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.options.budgetMs / 1000))
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((s) => s.ready && !s.task)
      if (slot) {
        this.start(slot, this.queue.shift()!)
        continue
      }
      // A worker for each waiting task, up to the pool's size; those starting take the next tasks.
      if (this.slots.size >= this.options.size || this.startingWorkers() >= this.queue.length) return
      this.spawn()
    }
  }

  private spawn(): void {
    const worker = new Worker(boot, { workerData: { entry: this.options.entry }, resourceLimits: this.options.resourceLimits, stdout: false, stderr: false })
    const slot: Slot = { worker, thread: null, ready: false, task: null, taskId: 0, cpuAtStart: null, startedAt: 0, budget: null, idle: null }
    this.slots.add(slot)
    worker.on('message', (message: { ready?: true; thread?: number | null; id?: number; output?: unknown; error?: string }) => {
      if (message.ready) {
        slot.ready = true
        slot.thread = message.thread ?? null
        this.idleSoon(slot)
        return this.dispatch()
      }
      if (!slot.task || message.id !== slot.taskId) return
      const task = slot.task
      this.finish(slot)
      if (message.error !== undefined) task.reject(new Error(message.error))
      else task.resolve(message.output)
      this.dispatch()
    })
    worker.on('error', (error) => this.lose(slot, new PoolCrashError(`The worker died: ${error.message}`)))
    worker.on('exit', (code) => this.lose(slot, new PoolCrashError(`The worker stopped (exit code ${code})`)))
  }

  private start(slot: Slot, task: Task<I, O>): void {
    clearTimeout(task.waiting)
    if (slot.idle) clearTimeout(slot.idle)
    slot.idle = null
    slot.task = task as Task<unknown, unknown>
    slot.taskId = this.nextId++
    slot.cpuAtStart = threadCpuMs(slot.thread)
    slot.startedAt = performance.now()
    slot.worker.ref()
    slot.worker.postMessage({ id: slot.taskId, input: task.input }, task.transfer)
    this.watchBudget(slot, this.options.budgetMs)
  }

  /** Checks the task's CPU time when its budget could be spent; a machine busy elsewhere earns it more wall time. */
  private watchBudget(slot: Slot, afterMs: number): void {
    slot.budget = setTimeout(() => {
      const { budgetMs, wallLimitMs = budgetMs * 4 } = this.options
      const now = threadCpuMs(slot.thread)
      const used = now !== null && slot.cpuAtStart !== null ? now - slot.cpuAtStart : performance.now() - slot.startedAt
      const wall = performance.now() - slot.startedAt
      if (used < budgetMs && wall < wallLimitMs) return this.watchBudget(slot, Math.max(20, Math.min(budgetMs - used, wallLimitMs - wall)))
      const task = slot.task
      void this.end(slot, null)
      task?.reject(new PoolBudgetError(`The task used ${Math.round(used)} ms of CPU in ${Math.round(wall)} ms; ${budgetMs} ms are allowed`))
    }, afterMs)
  }

  private finish(slot: Slot): void {
    if (slot.budget) clearTimeout(slot.budget)
    slot.budget = null
    slot.task = null
    slot.worker.unref()
    this.idleSoon(slot)
  }

  private idleSoon(slot: Slot): void {
    slot.worker.unref()
    slot.idle = setTimeout(() => void this.end(slot, null), this.options.idleMs)
    slot.idle.unref()
  }

  /** Ends a worker; its task (if any) fails with `error`, unless the caller fails it itself (null). */
  private async end(slot: Slot, error: Error | null): Promise<void> {
    if (!this.slots.delete(slot)) return
    if (slot.budget) clearTimeout(slot.budget)
    if (slot.idle) clearTimeout(slot.idle)
    const task = slot.task
    slot.task = null
    if (task && error) task.reject(error)
    await slot.worker.terminate()
    if (!this.closed) this.dispatch()
  }

  /** A worker died by itself. One that died before it was ready cannot start at all: the tasks waiting fail, rather than a worker being started again and again. */
  private lose(slot: Slot, error: Error): void {
    if (!slot.ready && this.slots.has(slot)) {
      for (const task of this.queue.splice(0)) {
        clearTimeout(task.waiting)
        task.reject(new PoolCrashError(`A worker could not start: ${error.message}`))
      }
    }
    void this.end(slot, error)
  }
}
