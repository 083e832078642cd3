import { BodyTooLargeError, bodyLimitFor, readBoundedBody } from './body-limits'
import { jsonNestingDepth } from './json'
import { withinPartLimit } from './multipart'

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** A form Payload can read: it parses, and its `_payload` part (the document's fields) is JSON within the depth. */
const readableForm = (body: Uint8Array, contentType: string, maxJsonDepth: number) =>
  new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData().then(
    (form) => {
      const fields = form.get('_payload')
      if (fields === null) return true
      if (typeof fields !== 'string' || jsonNestingDepth(fields) > maxJsonDepth) return false
      try {
        JSON.parse(fields)
        return true
      } catch {
        return false
      }
    },
    () => false,
  )

/**
 * Wraps a handler of Payload's (REST, GraphQL) so that it sees a body already read within the
 * limit of its path (src/lib/http/body-limits.ts) and, when JSON, nested no deeper than
 * `maxJsonDepth`. A larger body is refused with 413 as soon as it passes the limit, before Payload
 * parses anything.
 */
export function withBoundedBody<Rest extends unknown[]>(handler: Handler<Rest>, { maxJsonDepth }: { maxJsonDepth: number }): Handler<Rest> {
  return async (request, ...rest) => {
    if (!request.body) return handler(request, ...rest)
    const contentType = request.headers.get('content-type')
    let body: Uint8Array
    try {
      body = await readBoundedBody(request, bodyLimitFor(new URL(request.url).pathname, contentType))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuse(413, 'The request body is too large.')
      return refuse(400, 'The request body could not be read.')
    }
    const type = (contentType ?? '').toLowerCase()
    if (body.byteLength > 0 && !type.includes('json') && !type.startsWith('multipart/form-data')) {
      return refuse(415, 'Send the body as JSON (or a form, for uploads).')
    }
    if (type.includes('json') && jsonNestingDepth(new TextDecoder().decode(body)) > maxJsonDepth) {
      return refuse(400, 'The request body nests too deeply.')
    }
    if (type.startsWith('multipart/form-data')) {
      // Thousands of parts cost a form parser seconds on this thread: they are counted first.
      if (!withinPartLimit(body, contentType!)) return refuse(400, 'The form has too many parts.')
      // Payload's form reader fails with a 500 on a broken form or fields: a form must read as one first.
      if (!(await readableForm(body, contentType!, maxJsonDepth))) return refuse(400, 'The request body could not be read.')
    }
    const carriesBody = body.byteLength > 0 && request.method !== 'GET' && request.method !== 'HEAD'
    const bounded = new Request(request.url, { method: request.method, headers: request.headers, body: carriesBody ? Buffer.from(body) : null, signal: request.signal })
    return handler(bounded, ...rest)
  }
}
