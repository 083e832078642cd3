import { NextRequest } from 'next/server'
import { SESSION_COOKIE } from '../../src/lib/security/csrf'

type Options = { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; session?: string }

/** A request as the browser would send it to a site-API route handler. */
export function siteRequest(path: string, { method = 'GET', body, rawBody, headers = {}, session }: Options = {}) {
  const init: { method: string; headers: Record<string, string>; body?: string } = {
    method,
    headers: { accept: 'application/json', ...headers },
  }
  if (session) init.headers.cookie = `${SESSION_COOKIE}=${session}`
  if (rawBody !== undefined || body !== undefined) {
    init.body = rawBody ?? JSON.stringify(body)
    init.headers['content-type'] ??= 'application/json'
  }
  return new NextRequest(new URL(path, 'http://localhost:3000'), init)
}

export function sessionFrom(response: Response): string | undefined {
  const cookie = response.headers.get('set-cookie') ?? ''
  return new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1]
}
