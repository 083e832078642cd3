/**
 * A browser-like client of the running site over HTTP: it keeps its cookies, sends the CSRF token
 * on writes, and may be sent to any instance (the cookies go wherever it is sent). For the cluster
 * test and the load benchmark.
 */
export type SiteAnswer = { status: number; body: any }

export function siteVisitor(defaults: Record<string, string> = {}) {
  const jar = new Map<string, string>()
  let csrf = ''
  const call = async (base: string, pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<SiteAnswer> => {
    const headers: Record<string, string> = { accept: 'application/json', ...defaults, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers }
    if (init.method && init.method !== 'GET') headers['x-csrf-token'] = csrf
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${base}${pathname}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie) || !value.join('=')) jar.delete(name!)
      else jar.set(name!, value.join('='))
    }
    const text = await response.text()
    let body: any = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // a page, not a JSON answer
    }
    return { status: response.status, body }
  }
  return {
    call,
    jar,
    /** Starts the site session on `base` (GET /actions/milepost/default) and keeps its CSRF token. */
    async csrfFrom(base: string) {
      csrf = (await call(base, '/actions/milepost/default')).body.csrf
    },
  }
}
