import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { gpxFile, northbound } from './fixtures.test-support'
import { MAX_RUN_FILE_BYTES } from './run-file'
import { readUploadedForm } from './uploaded-file'

const gpx = new TextEncoder().encode(gpxFile({ tracks: [[northbound({ startMs: Date.UTC(2026, 5, 2, 6), count: 200, everySeconds: 5 })]], type: 'running' }))

/** A form as a browser sends it, with its content type. */
async function formOf(parts: [string, string | File][]) {
  const form = new FormData()
  for (const [name, value] of parts) form.append(name, value)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

describe('an uploaded form', () => {
  it('reads its file, keyed by the SHA-256 of the file alone: the same file in another form is the same key', async () => {
    const first = await formOf([['file', new File([gpx], 'morning.gpx')]])
    const second = await formOf([
      ['note', 'again'],
      ['file', new File([gpx], 'copy.gpx')],
    ])
    const [a, b] = [readUploadedForm(first.body, first.contentType), readUploadedForm(second.body, second.contentType)]
    if ('missing' in a || 'missing' in b) throw new Error('no file found')
    expect(a.reading).toMatchObject({ ok: true, activity: { format: 'gpx' } })
    expect(a.fileHash).toBe(createHash('sha256').update(gpx).digest('hex'))
    expect(b.fileHash).toBe(a.fileHash)
  })

  it('has no file when its field is text or absent, or it holds more parts than an upload does', async () => {
    const text = await formOf([['file', 'not a file']])
    const other = await formOf([['attachment', new File([gpx], 'a.gpx')]])
    const crowded = await formOf([...Array.from({ length: 5 }, (_, i): [string, string] => [`n${i}`, 'x']), ['file', new File([gpx], 'a.gpx')]])
    for (const { body, contentType } of [text, other, crowded]) expect(readUploadedForm(body, contentType)).toEqual({ missing: true })
  })

  it('refuses a file past the largest a runner may upload, before reading it', async () => {
    const { body, contentType } = await formOf([['file', new File([new Uint8Array(MAX_RUN_FILE_BYTES + 1)], 'big.fit')]])
    expect(readUploadedForm(body, contentType)).toMatchObject({ reading: { ok: false, reason: 'too-large' } })
  })
})
