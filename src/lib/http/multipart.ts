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

/** A file field of a form: its name and its bytes, a view into the form's own (no copy). */
export type FormFile = { filename: string; bytes: Uint8Array }

const CRLF = Buffer.from('\r\n')
const HEADERS_END = Buffer.from('\r\n\r\n')
const DISPOSITION = /^content-disposition:[ \t]*form-data;[ \t]*name="([^"]*)"(?:;[ \t]*filename\*?="([^"]*)")?/im

/** A quoted name as browsers write it: UTF-8, with a quote and line breaks percent-escaped. */
const unquoted = (name: string) => name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')

/**
 * The first field `field` of a multipart body when it is a file (a part with a filename), found in
 * place: a form of several megabytes is not copied to be read. Null when that field is text or absent,
 * or the body is not a well-formed form (no boundary, a part without its headers or its end).
 */
export function formFile(body: Uint8Array, contentType: string, field: string): FormFile | null {
  const boundary = boundaryOf(contentType)
  if (boundary === null) return null
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const delimiter = Buffer.from(`--${boundary}`)
  // Leading blank lines are let by, as Node's own form parser does.
  let at = 0
  while (bytes.subarray(at, at + 2).equals(CRLF)) at += 2
  if (!bytes.subarray(at, at + delimiter.length).equals(delimiter)) return null
  const between = Buffer.concat([CRLF, delimiter])
  for (;;) {
    at += delimiter.length
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return null // the closing delimiter: no such field
    if (!bytes.subarray(at, at + 2).equals(CRLF)) return null
    const headersEnd = bytes.indexOf(HEADERS_END, at)
    if (headersEnd < 0) return null
    const disposition = DISPOSITION.exec(bytes.toString('utf8', at + 2, headersEnd))
    const contentStart = headersEnd + HEADERS_END.length
    const contentEnd = bytes.indexOf(between, contentStart)
    if (!disposition || contentEnd < 0) return null
    if (unquoted(disposition[1] ?? '') === field) {
      // The file ends only at a whole delimiter (the next part's, or the closing one): else the form is broken.
      const after = bytes[contentEnd + between.length]
      if (after !== 0x2d && after !== 0x0d && after !== 0x20 && after !== 0x09) return null
      const filename = disposition[2]
      return filename === undefined ? null : { filename: unquoted(filename), bytes: body.subarray(contentStart, contentEnd) }
    }
    at = contentEnd + CRLF.length
  }
}
