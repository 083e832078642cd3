import { createHash } from 'node:crypto'
import { formFile, withinPartLimit } from '../lib/http/multipart'
import { type ActivityReading, refuse } from './activity'
import { readActivityFile } from './activity-file'
import { MAX_RUN_FILE_BYTES } from './run-file'

/** A file as it was read, and its dedupe key (the SHA-256 of its bytes): an entry logs a file once. */
export type ReadFile = { reading: ActivityReading; fileHash: string }
/** An upload as it was read: its file, or `missing` when the form holds none. */
export type UploadedFile = ReadFile | { missing: true }

/** An upload form holds one part; a few more (a name, a note) are let by. */
const MAX_UPLOAD_PARTS = 5

/** The dedupe key of a file's bytes. */
export const fileHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export const readFile = (bytes: Uint8Array, name?: string): ReadFile => ({ reading: readActivityFile(bytes, name), fileHash: fileHashOf(bytes) })

/**
 * An upload's multipart body read: its `file` part found in place, then read and hashed where it
 * lies (the body is never copied); `missing` when the form has no file or more parts than an upload has.
 */
export function readUploadedForm(form: Uint8Array, contentType: string): UploadedFile {
  if (!withinPartLimit(form, contentType, MAX_UPLOAD_PARTS)) return { missing: true }
  const file = formFile(form, contentType, 'file')
  if (!file) return { missing: true }
  if (file.bytes.byteLength > MAX_RUN_FILE_BYTES) return { reading: refuse('too-large', `The file is larger than ${MAX_RUN_FILE_BYTES / 1024 / 1024} MB.`), fileHash: '' }
  return readFile(file.bytes, file.filename)
}
