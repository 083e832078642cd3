/**
 * Payload looks a collection up by the path's first segment as a plain object key, so
 * `/api/toString` finds `Object.prototype.toString` and throws. A segment every object answers to
 * names nothing of ours, so it is a 404 before Payload reads it.
 */
export const namesAnObjectMember = (segment: string) => segment in Object.prototype || segment === 'prototype'

// Payload decodes the path before its lookup: `%74oString` is `toString` to it.
const decodedOrRaw = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Whether any segment of a path, as Payload and Next decode it, names an object member. */
export const pathNamesAnObjectMember = (pathname: string) => pathname.split('/').map(decodedOrRaw).some(namesAnObjectMember)

export function withoutPrototypeNames<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    if (pathNamesAnObjectMember(new URL(request.url).pathname)) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    }
    return handler(request, ...rest)
  }
}
