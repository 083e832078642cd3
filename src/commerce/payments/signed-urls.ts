import { createHmac, timingSafeEqual } from 'node:crypto'

const PARAM = 'sig'

const signatureOf = (pathAndQuery: string, secret: string) => createHmac('sha256', secret).update(`return-url:${pathAndQuery}`).digest('base64url')

/** The URL with a signature of its path and query, so the pay call can tell it was made here. */
export function signUrl(url: string, secret: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(PARAM)
  parsed.searchParams.set(PARAM, signatureOf(`${parsed.pathname}?${withoutSignature(parsed)}`, secret))
  return parsed.toString()
}

function withoutSignature(url: URL): string {
  const params = new URLSearchParams(url.search)
  params.delete(PARAM)
  return params.toString()
}

/** True only for a URL of this site (one of `origins`) that carries its own valid signature: no open redirect. */
export function verifySignedUrl(url: string, origins: string | string[], secret: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (![origins].flat().some((origin) => parsed.origin === new URL(origin).origin)) return false
  const given = Buffer.from(parsed.searchParams.get(PARAM) ?? '')
  const expected = Buffer.from(signatureOf(`${parsed.pathname}?${withoutSignature(parsed)}`, secret))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
