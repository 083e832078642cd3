/**
 * Looking at a multipart body before anything parses it: a form of thousands of parts costs a
 * parser seconds on the thread that answers requests, whatever its size. Counting its boundaries
 * is one native scan of the bytes.
 */

/** Parts a form may hold: Payload's upload forms have two (`file`, `_payload`), an activity upload one. */
export const MAX_FORM_PARTS = 20

/** The boundary a multipart content type declares, or null when it declares none. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

/** How many parts the body holds, counted up to `max + 1` (enough to know it holds too many). */
export function countParts(body: Uint8Array, boundary: string, max = MAX_FORM_PARTS): number {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const delimiter = Buffer.from(`--${boundary}`)
  let parts = -1 // the last delimiter closes the form
  for (let at = bytes.indexOf(delimiter); at >= 0 && parts <= max; at = bytes.indexOf(delimiter, at + delimiter.length)) parts++
  return Math.max(0, parts)
}

/** Whether a multipart body holds no more than `max` parts (and declares a boundary). */
export const withinPartLimit = (body: Uint8Array, contentType: string, max = MAX_FORM_PARTS) => {
  const boundary = boundaryOf(contentType)
  return boundary !== null && countParts(body, boundary, max) <= max
}
