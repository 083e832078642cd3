import { readFile, readUploadedForm, type UploadedFile } from './uploaded-file'

/**
 * Reading uploaded files in a worker thread (src/server/races/activity-reader.ts), so that the
 * thread answering requests never parses one: an upload's whole multipart body comes here, moved
 * rather than copied, and its `file` part is found, read and hashed here (uploaded-file.ts).
 */
export type ActivityTask = { bytes: Uint8Array; name?: string } | { form: Uint8Array<ArrayBuffer>; contentType: string }
export type ActivityTaskResult = UploadedFile

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

export async function handle(task: ActivityTask): Promise<ActivityTaskResult> {
  return 'form' in task ? readUploadedForm(task.form, task.contentType) : readFile(task.bytes, task.name)
}
