import { describe, expect, it } from 'vitest'
import { boundaryOf, countParts, MAX_FORM_PARTS, withinPartLimit } from './multipart'

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
