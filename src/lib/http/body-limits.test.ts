import { describe, expect, it } from 'vitest'
import { BODY_LIMITS, BodyTooLargeError, bodyLimitFor, readBoundedBody } from './body-limits'

/** A chunked body: no Content-Length, `chunks` pieces of `size` bytes, counting how many were pulled. */
function streamed(chunks: number, size: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled++ >= chunks) controller.close()
      else controller.enqueue(new Uint8Array(size))
    },
  })
  return { request: new Request('http://localhost/api/users/login', { method: 'POST', body, duplex: 'half' } as RequestInit), pulled: () => pulled }
}

describe('request bodies are bounded while they stream in', () => {
  it('reads a body within the limit', async () => {
    const { request } = streamed(4, 1000)
    expect((await readBoundedBody(request, 10_000)).byteLength).toBe(4000)
  })

  it('stops at the limit of a chunked body instead of reading it all', async () => {
    const { request, pulled } = streamed(200_000, 1024) // 200 MB, if it were all read
    await expect(readBoundedBody(request, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(pulled()).toBeLessThan(80)
  })

  it('refuses a declared length above the limit before reading', async () => {
    const request = new Request('http://localhost/actions/users/login', { method: 'POST', body: 'x', headers: { 'content-length': String(200 * 1024 * 1024) } })
    await expect(readBoundedBody(request, BODY_LIMITS.action)).rejects.toBeInstanceOf(BodyTooLargeError)
  })

  it('knows each surface’s limit', () => {
    expect(bodyLimitFor('/actions/users/login', 'application/json')).toBe(BODY_LIMITS.action)
    expect(bodyLimitFor('/de/actions/milepost/cart/update-cart', 'application/json')).toBe(BODY_LIMITS.action)
    expect(bodyLimitFor('/app-api/addresses', 'application/json')).toBe(BODY_LIMITS.action)
    expect(bodyLimitFor('/actions/milepost/entries/team-emblem', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.emblemUpload)
    expect(bodyLimitFor('/api/graphql', 'application/json')).toBe(BODY_LIMITS.graphql)
    expect(bodyLimitFor('/api/users/login', 'application/json')).toBe(BODY_LIMITS.api)
    expect(bodyLimitFor('/api/media', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.apiUpload)
    expect(bodyLimitFor('/anything-else', null)).toBe(BODY_LIMITS.api)
  })
})
