import 'server-only'
import { DomainError } from '../../lib/errors'
import { BODY_LIMITS, BodyTooLargeError, readBoundedBody } from '../../lib/http/body-limits'
import type { UploadedFile } from '../../races/uploaded-file'
import { readUploadOffThread } from './activity-reader'

const unsupported = () => new DomainError('invalid_request', 'races.file.unsupported-type', { fieldErrors: { file: ['races.file.unsupported-type'] } })
const tooLarge = () => new DomainError('too_large', 'races.file.tooLarge')

/**
 * A file uploaded to the app API (multipart `file`, at most 10 MB), read once into one buffer that
 * is moved, not copied, to a worker: the form is parsed there too, since thousands of parts cost a
 * parser seconds.
 */
export async function uploadedFile(request: Request): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw unsupported()
  const body = await readBoundedBody(request, BODY_LIMITS.activityUpload).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? tooLarge() : error
  })
  return readUploadOffThread(body, contentType)
}
