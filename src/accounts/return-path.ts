/**
 * Where to send someone after signing in or up: only a path on this site ("/events/enter?…"),
 * never another origin ("//evil.example", "https://…", "/\\evil"), else the account's home.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || value.length > 1000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\\]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://milepost.invalid')
    return url.origin === 'http://milepost.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
