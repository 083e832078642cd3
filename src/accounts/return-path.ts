const base = 'http://milepost.invalid'

/**
 * Where to send someone after signing in or up: only a path on this site ("/events/enter?…"),
 * never another origin ("//evil.example", "https://…", "/\\evil"), else the account's home. The
 * path is judged as a browser will read it: after normalising (`/.//evil.example` and
 * `/%2e%2e//x` both become `//…`, another origin, so they are refused).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || value.length > 1000) return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (!value.startsWith('/') || /[\u0000-\u001f\\]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== base || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback
  // The answer is read again as a URL by the browser: it must come back as itself.
  return new URL(path, base).href === url.href ? path : fallback
}
