import { describe, expect, it } from 'vitest'
import { boundaryOf, countParts, formFile, MAX_FORM_PARTS, withinPartLimit } from './multipart'

const form = (parts: number, boundary = 'b') =>
  new TextEncoder().encode(`${Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${boundary}--\r\n`)

describe('a multipart body, before it is parsed', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxk')).toBe('----WebKitFormBoundary7MA4YWxk')
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b')
    expect(boundaryOf('multipart/form-data')).toBeNull()
  })

  it('counts its parts, and stops counting past the limit', () => {
    expect(countParts(form(2), 'b')).toBe(2)
    expect(withinPartLimit(form(MAX_FORM_PARTS), 'multipart/form-data; boundary=b')).toBe(true)
    expect(withinPartLimit(form(MAX_FORM_PARTS + 1), 'multipart/form-data; boundary=b')).toBe(false)
    expect(withinPartLimit(form(328_000), 'multipart/form-data; boundary=b')).toBe(false) // what took a parser 5 s
    expect(withinPartLimit(form(1), 'multipart/form-data')).toBe(false)
  })
})

describe('a form’s file, found in place', () => {
  const encoded = (text: string) => new TextEncoder().encode(text)
  const type = 'multipart/form-data; boundary=b'

  it('is a view into the form’s bytes, whatever they hold (the boundary not after a line break, CRLFs)', () => {
    const body = encoded(
      '\r\n--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--b\r\ncontent-disposition: form-data; name="file"; filename="r\u00e9un %22a%22.gpx"\r\nContent-Type: application/gpx+xml\r\n\r\n<gpx>\r\n-b --b\r\n</gpx>\r\n--b--\r\n',
    )
    const file = formFile(body, type, 'file')
    expect(file?.filename).toBe('réun "a".gpx')
    expect(new TextDecoder().decode(file?.bytes)).toBe('<gpx>\r\n-b --b\r\n</gpx>')
    expect(file?.bytes.buffer).toBe(body.buffer)
  })

  it('reads an empty file, and a form built by the platform’s FormData', async () => {
    expect(formFile(encoded('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\r\n--b--'), type, 'file')?.bytes.byteLength).toBe(0)
    const form = new FormData()
    form.set('file', new File([new Uint8Array([0, 13, 10, 45, 45, 255])], 'watch.fit'))
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const file = formFile(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type') ?? '', 'file')
    expect(file?.filename).toBe('watch.fit')
    expect([...(file?.bytes ?? [])]).toEqual([0, 13, 10, 45, 45, 255])
  })

  it('is null when the field is text, absent, or the form is not well formed', () => {
    const part = (headers: string, content = 'x') => `--b\r\n${headers}\r\n\r\n${content}\r\n`
    expect(formFile(encoded(`${part('Content-Disposition: form-data; name="file"')}--b--\r\n`), type, 'file')).toBeNull()
    expect(formFile(encoded(`${part('Content-Disposition: form-data; name="other"; filename="a.gpx"')}--b--\r\n`), type, 'file')).toBeNull()
    expect(formFile(encoded(`${part('Content-Disposition: form-data; name="file"; filename="a.gpx"')}--b--`), 'multipart/form-data', 'file')).toBeNull()
    expect(formFile(encoded(`preamble\r\n${part('Content-Disposition: form-data; name="file"; filename="a.gpx"')}--b--`), type, 'file')).toBeNull()
    expect(formFile(encoded('--b\r\nContent-Disposition: form-data; name="file"; filename="a.gpx"\r\n\r\nno end'), type, 'file')).toBeNull()
    expect(formFile(encoded('--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--'), type, 'file')).toBeNull()
    expect(formFile(encoded(`${part('Content-Disposition: form-data; name="note"', 'a\r\n--bx')}--b--`), type, 'file')).toBeNull()
    // The file's own end must be a whole delimiter, as every other part's is: never a file cut short.
    expect(formFile(encoded(`${part('Content-Disposition: form-data; name="file"; filename="a.gpx"', 'a\r\n--bx')}--b--`), type, 'file')).toBeNull()
    expect(new TextDecoder().decode(formFile(encoded(`${part('Content-Disposition: form-data; name="file"; filename="a.gpx"', 'a')}--b--`), type, 'file')?.bytes)).toBe('a')
    expect(formFile(encoded(''), type, 'file')).toBeNull()
  })
})
