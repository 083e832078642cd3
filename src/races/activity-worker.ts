import { createHash } from 'node:crypto'
import type { ActivityReading } from './activity'
import { readActivityFile } from './activity-file'

/**
 * Reading an uploaded file in a worker thread (src/server/races/activity-reader.ts): the reading and
 * the file's SHA-256 (an entry logs a file once), so the thread answering requests never parses.
 */
export type ActivityTask = { bytes: Uint8Array; name?: string }

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
export type ActivityTaskResult = { reading: ActivityReading; sha256: string }

export function handle({ bytes, name }: ActivityTask): ActivityTaskResult {
  return { reading: readActivityFile(bytes, name), sha256: createHash('sha256').update(bytes).digest('hex') }
}
