/**
 * The largest request body each surface of the server accepts. The HTTP server refuses a larger
 * declared Content-Length before reading a byte, and every handler reads its body through
 * `readBoundedBody`, which stops at the limit while the body streams in (a chunked body has no
 * length to check up front).
 */
export const BODY_LIMITS = {
  /** Site-API and app-API JSON calls (/actions, /app-api). */
  action: 64 * 1024,
  /** A team emblem: the 1 MB image and its multipart envelope. */
  emblemUpload: 1024 * 1024 + 16 * 1024,
  /** A runner's activity file (GPX, TCX, FIT): 10 MB and its multipart envelope. */
  activityUpload: 10 * 1024 * 1024 + 64 * 1024,
  /** One GraphQL query with its variables. */
  graphql: 64 * 1024,
  /** Payload's REST API (/api): editors' JSON saves, rich text included. */
  api: 2 * 1024 * 1024,
  /** Editors' media uploads through the admin (multipart to /api/<upload collection>): 20 MB and the form around it. */
  apiUpload: 20 * 1024 * 1024 + 64 * 1024,
} as const

/** The limit of a request to `pathname`, by surface (and by upload for Payload's REST API). */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): number {
  if (/^\/[a-z-]+\/actions\//.test(pathname) || /^\/(actions|app-api)(\/|$)/.test(pathname) || /^\/[a-z-]+\/app-api\//.test(pathname)) {
    if (pathname.endsWith('/entries/team-emblem')) return BODY_LIMITS.emblemUpload
    return /\/races\/\d+\/activities\/upload$/.test(pathname) ? BODY_LIMITS.activityUpload : BODY_LIMITS.action
  }
  if (/^\/api\/graphql(\/|$)/.test(pathname)) return BODY_LIMITS.graphql
  if (/^\/api(\/|$)/.test(pathname) && (contentType ?? '').toLowerCase().startsWith('multipart/form-data')) return BODY_LIMITS.apiUpload
  return BODY_LIMITS.api
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/**
 * The request's body, read up to `limit` bytes: a larger declared length is refused before reading,
 * and a body that streams past the limit is cancelled there, so no more than `limit` bytes are
 * ever held.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
