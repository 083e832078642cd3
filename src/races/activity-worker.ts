import { createHash } from 'node:crypto'
import { withinPartLimit } from '../lib/http/multipart'
import { type ActivityReading, refuse } from './activity'
import { readActivityFile } from './activity-file'
import { MAX_RUN_FILE_BYTES } from './run-file'

/**
 * Reading uploaded files in a worker thread (src/server/races/activity-reader.ts), so that the
 * thread answering requests never parses one: an upload's whole multipart body comes here, and
 * the `file` part is found, read and hashed (an entry logs a file once) here too.
 */
export type ActivityTask = { bytes: Uint8Array; name?: string } | { form: Uint8Array<ArrayBuffer>; contentType: string }
export type ActivityTaskResult = { reading: ActivityReading; sha256: string } | { missing: true }

/** An upload form holds one part; a few more (a name, a note) are let by. */
const MAX_UPLOAD_PARTS = 5

/**
 * What reading one file may cost, and how many may wait (decision 0030): two workers per process,
 * 2 s of CPU and 128 MB of heap per file; at most 64 files (48 MB) waiting, none for more than 4 s.
 */
export const ACTIVITY_READER_LIMITS = {
  size: 2,
  maxQueued: 64,
  maxQueuedBytes: 48 * 1024 * 1024,
  maxWaitMs: 4_000,
  budgetMs: 2_000,
  idleMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
}

const read = (bytes: Uint8Array, name?: string) => ({ reading: readActivityFile(bytes, name), sha256: createHash('sha256').update(bytes).digest('hex') })

export async function handle(task: ActivityTask): Promise<ActivityTaskResult> {
  if (!('form' in task)) return read(task.bytes, task.name)
  if (!withinPartLimit(task.form, task.contentType, MAX_UPLOAD_PARTS)) return { missing: true }
  const file = (await new Response(task.form, { headers: { 'content-type': task.contentType } }).formData().catch(() => null))?.get('file')
  if (!(file instanceof File)) return { missing: true }
  if (file.size > MAX_RUN_FILE_BYTES) return { reading: refuse('too-large', `The file is larger than ${MAX_RUN_FILE_BYTES / 1024 / 1024} MB.`), sha256: '' }
  return read(new Uint8Array(await file.arrayBuffer()), file.name)
}
