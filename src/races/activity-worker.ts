import { createHash } from 'node:crypto'
import type { ActivityReading } from './activity'
import { readActivityFile } from './activity-file'

/**
 * Reading an uploaded file in a worker thread (src/server/races/activity-reader.ts): the reading and
 * the file's SHA-256 (an entry logs a file once), so the thread answering requests never parses.
 */
export type ActivityTask = { bytes: Uint8Array; name?: string }
export type ActivityTaskResult = { reading: ActivityReading; sha256: string }

export function handle({ bytes, name }: ActivityTask): ActivityTaskResult {
  return { reading: readActivityFile(bytes, name), sha256: createHash('sha256').update(bytes).digest('hex') }
}
