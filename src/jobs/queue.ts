/**
 * A durable job queue (docs/decisions/0025-job-queue.md): jobs are rows, a worker claims one with a
 * lease in a single conditional write, runs it, and marks it done only while its lease holds. A
 * worker that dies mid-job leaves a lease that runs out, and the job is claimed again; a failure is
 * retried later with exponential backoff, up to the task's attempts.
 */

export type JobStatus = 'queued' | 'done' | 'failed'

export type Job = {
  id: number
  task: string
  input: unknown
  /** Unique when set: enqueuing the same key twice makes one job (a mail per order, a run per period). */
  key: string | null
  status: JobStatus
  /** Claims so far, this one included. */
  attempts: number
  maxAttempts: number
  runAt: Date
}

export type NewJob = { task: string; input: unknown; key?: string; runAt?: Date; maxAttempts?: number }

export type JobStore = {
  /** False when a job with this key exists already. */
  enqueue(job: Required<Omit<NewJob, 'key'>> & { key: string | null }): Promise<boolean>
  /**
   * The next due job of one of `tasks`, leased to `worker` until `leaseUntil`, or null; two workers
   * never hold the same lease. A worker only takes tasks it knows (deploys roll out one by one).
   */
  claim(now: Date, leaseUntil: Date, worker: string, tasks: string[]): Promise<Job | null>
  /** False when the lease was lost (it ran out and another worker claimed the job). */
  finish(id: number, worker: string, now: Date): Promise<boolean>
  retryLater(id: number, worker: string, runAt: Date, error: string): Promise<void>
  fail(id: number, worker: string, error: string): Promise<void>
}

/** A kind of job as enqueuers know it: its name and how many claims before it is given up (default 5). */
export type TaskKind = { name: string; attempts?: number }

/** A kind of job with its handler, as a worker runs it. */
export type Task = TaskKind & { run(input: unknown): Promise<void> }

export const DEFAULT_ATTEMPTS = 5
export const LEASE_MS = 60_000
const FIRST_RETRY_MS = 10_000
const LONGEST_WAIT_MS = 60 * 60_000

/** The wait before the next attempt: 10 s, 20 s, 40 s… at most an hour. */
export const backoff = (attempt: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS)

export class UnknownTask extends Error {}

export function enqueue(store: JobStore, tasks: readonly TaskKind[], job: NewJob, now = new Date()): Promise<boolean> {
  const task = tasks.find((t) => t.name === job.task)
  if (!task) throw new UnknownTask(`No task named ${job.task}`)
  return store.enqueue({ task: job.task, input: job.input, key: job.key ?? null, runAt: job.runAt ?? now, maxAttempts: job.maxAttempts ?? task.attempts ?? DEFAULT_ATTEMPTS })
}

/** One job per period for a recurring task, however many instances ask: its key is the period. */
export function schedulePeriodic(store: JobStore, task: TaskKind, everyMs: number, now = new Date()): Promise<boolean> {
  const period = Math.floor(now.getTime() / everyMs)
  return store.enqueue({ task: task.name, input: null, key: `${task.name}:${everyMs}:${period}`, runAt: now, maxAttempts: task.attempts ?? DEFAULT_ATTEMPTS })
}

export type RunOutcome = { ran: false } | { ran: true; job: Job; outcome: 'done' | 'retry' | 'failed' | 'lease-lost' }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)

/** Claims and runs the next due job, if any. */
export async function runNext(store: JobStore, tasks: readonly Task[], worker: string, now: () => Date = () => new Date(), leaseMs = LEASE_MS): Promise<RunOutcome> {
  const start = now()
  const job = await store.claim(
    start,
    new Date(start.getTime() + leaseMs),
    worker,
    tasks.map((t) => t.name),
  )
  if (!job) return { ran: false }
  const task = tasks.find((t) => t.name === job.task)!
  // A worker died during the last allowed attempt: the job is given up rather than run once more.
  if (job.attempts > job.maxAttempts) {
    await store.fail(job.id, worker, `Gave up after ${job.maxAttempts} attempts`)
    return { ran: true, job, outcome: 'failed' }
  }
  try {
    await task.run(job.input)
  } catch (error) {
    if (job.attempts >= job.maxAttempts) {
      await store.fail(job.id, worker, message(error))
      return { ran: true, job, outcome: 'failed' }
    }
    await store.retryLater(job.id, worker, new Date(now().getTime() + backoff(job.attempts)), message(error))
    return { ran: true, job, outcome: 'retry' }
  }
  return { ran: true, job, outcome: (await store.finish(job.id, worker, now())) ? 'done' : 'lease-lost' }
}

export type WorkerOptions = {
  worker: string
  /** Wait between polls when the queue is empty. */
  idleMs?: number
  leaseMs?: number
  /** Called before each poll: recurring jobs are scheduled here. */
  beforePoll?: () => Promise<void>
  onOutcome?: (outcome: Extract<RunOutcome, { ran: true }>) => void
  onError?: (error: unknown) => void
}

/** Runs jobs until stopped: one at a time, polling when idle. Answers stop(), which waits for the job in hand. */
export function startWorker(store: JobStore, tasks: readonly Task[], options: WorkerOptions): { stop(): Promise<void> } {
  let stopped = false
  let wake: (() => void) | null = null
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      timer.unref?.()
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const loop = (async () => {
    while (!stopped) {
      try {
        await options.beforePoll?.()
        const outcome = await runNext(store, tasks, options.worker, undefined, options.leaseMs)
        if (outcome.ran) {
          options.onOutcome?.(outcome)
          continue
        }
      } catch (error) {
        options.onError?.(error)
      }
      await idle(options.idleMs ?? 1000)
    }
  })()
  return {
    async stop() {
      stopped = true
      wake?.()
      await loop
    },
  }
}
