import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wholeBody } from './whole-body'

/** The ways a framework reads a request body: none of them may notice it was read before. */
const readers: Record<string, (request: IncomingMessage) => Promise<string>> = {
  data: (request) =>
    new Promise((resolve) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks).toString()))
    }),
  iterator: async (request) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString()
  },
  web: (request) => new Response(Readable.toWeb(request) as ReadableStream).text(),
  // What Next does: the Node stream itself as the body of a fetch Request.
  request: (request) => new Request('http://x/', { method: 'POST', body: request as unknown as BodyInit, duplex: 'half' } as RequestInit).text(),
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const whole = await wholeBody(request).catch(() => null)
    if (!whole) return
    await new Promise((r) => setTimeout(r, 5))
    const text = await readers[whole.url!.slice(1)]!(whole)
    response.end(`${text.length}:${text.slice(0, 3)}${text.slice(-3)}`)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('wholeBody', () => {
  for (const reader of Object.keys(readers)) {
    it(`hands the body whole to a reader using ${reader}`, async () => {
      for (const size of [3, 70_000, 1024 * 1024]) {
        const body = `<${'a'.repeat(size - 2)}>`
        const answer = await fetch(`${base}/${reader}`, { method: 'POST', body })
        expect(await answer.text()).toBe(`${size}:${body.slice(0, 3)}${body.slice(-3)}`)
      }
    })
  }

  it('rejects when the client goes before its body arrived', async () => {
    const seen = new Promise<string>((resolve) => {
      server.once('request', (request: IncomingMessage) =>
        wholeBody(request).then(
          () => resolve('arrived'),
          () => resolve('gone'),
        ),
      )
    })
    const { port } = new URL(base)
    const socket = (await import('node:net')).connect(Number(port), '127.0.0.1', () => {
      socket.write('POST /data HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc')
      setTimeout(() => socket.destroy(), 50)
    })
    expect(await seen).toBe('gone')
  })
})
