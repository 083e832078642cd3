import 'server-only'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DomainError } from '../../lib/errors'
import { type PoolOptions, PoolBudgetError, PoolBusyError, PoolCrashError, WorkerPool } from '../../lib/workers/pool'
import { refuse } from '../../races/activity'
import { ACTIVITY_READER_LIMITS, type ActivityTask, type ActivityTaskResult } from '../../races/activity-worker'

/**
 * Uploaded activity files are read off the request thread, by a pool of worker threads with the
 * limits of ACTIVITY_READER_LIMITS. A file past its budget or its memory is refused with a reason; a
 * full pool answers 503 with Retry-After, which the race page words as "try again in a moment".
 */
export const ACTIVITY_READERS: Omit<PoolOptions, 'entry'> = ACTIVITY_READER_LIMITS

export type ActivityReaders = WorkerPool<ActivityTask, ActivityTaskResult>

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../races/activity-worker.ts')

export const activityReaders = (options: Omit<PoolOptions, 'entry'> = ACTIVITY_READERS): ActivityReaders => new WorkerPool({ entry, ...options })

// One pool per process, however many bundles load this module.
const POOL = Symbol.for('milepost.activityReaders')
const holder = globalThis as { [POOL]?: ActivityReaders }
const sharedReaders = () => (holder[POOL] ??= activityReaders())

/** The bytes' buffer, moved to the worker when they are all of it (no copy); else a copy of them. */
function movable(bytes: Uint8Array): [Uint8Array<ArrayBuffer>, ArrayBuffer[]] {
  const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? new Uint8Array(bytes.buffer) : bytes.slice()
  return [whole, [whole.buffer]]
}

async function inWorker(task: ActivityTask, transfer: ArrayBuffer[], readers: ActivityReaders): Promise<ActivityTaskResult> {
  try {
    return await readers.run(task, transfer)
  } catch (error) {
    if (error instanceof PoolBusyError) throw new DomainError('unavailable', 'races.file.busy', { retryAfterSeconds: error.retryAfterSeconds })
    if (error instanceof PoolBudgetError) return { reading: refuse('too-slow', `Reading the file was stopped: ${error.message}.`), fileHash: '' }
    if (error instanceof PoolCrashError) return { reading: refuse('too-complex', `The file needed more memory than a file may: ${error.message}.`), fileHash: '' }
    throw error
  }
}

/**
 * Reads a file in a worker of `readers` (the process's own by default). The bytes are moved there:
 * do not use them afterwards. A full pool is a 503 (`unavailable`, with when to try again).
 */
export async function readActivityOffThread(bytes: Uint8Array, name?: string, readers: ActivityReaders = sharedReaders()) {
  const [moved, transfer] = movable(bytes)
  const result = await inWorker({ bytes: moved, name }, transfer, readers)
  if ('missing' in result) throw new Error('A file read in a worker came back missing')
  return result
}

/**
 * An upload's multipart body, read in a worker: its `file` part found and read there, or
 * `{missing: true}` when it has none (or more parts than an upload has).
 */
export async function readUploadOffThread(form: Uint8Array, contentType: string, readers: ActivityReaders = sharedReaders()) {
  const [moved, transfer] = movable(form)
  return inWorker({ form: moved, contentType }, transfer, readers)
}
