import 'server-only'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { getTranslator } from '../../i18n/server-translator'
import { defaultLocale, type Locale, LOCALE_HEADER, normaliseLocale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { isUnavailable } from '../../db/unavailable'
import { BODY_LIMITS, BodyTooLargeError, readBoundedBody } from '../../lib/http/body-limits'
import { jsonNestingDepth, MAX_JSON_DEPTH } from '../../lib/http/json'
import { DomainError, type FieldErrors, statusOf } from '../../lib/errors'
import { CSRF_HEADER, newSessionId, SESSION_COOKIE, verifyCsrfToken } from '../../lib/security/csrf'
import { fieldErrorKeys } from '../../lib/zod-errors'

const SESSION_MAX_AGE = 30 * 24 * 60 * 60

export type Translate = Awaited<ReturnType<typeof getTranslator>>

export type ActionContext<Body, Query = undefined> = {
  request: NextRequest
  locale: Locale
  body: Body
  /** The query string, parsed by the action's `query` schema. */
  query: Query
  t: Translate
  sessionId: string
}

type Options<S extends z.ZodType | undefined, Q extends z.ZodType | undefined> = { body?: S; query?: Q }
type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined

export function requestLocale(request: Request): Locale {
  return normaliseLocale(request.headers.get(LOCALE_HEADER)) ?? defaultLocale
}

export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The request's JSON body, bounded in size while it streams in and in nesting before it is parsed;
 * an empty body is `{}`.
 */
export async function readJson(request: NextRequest): Promise<unknown> {
  let bytes: Uint8Array
  try {
    bytes = await readBoundedBody(request, BODY_LIMITS.action)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new DomainError('too_large')
    throw new DomainError('invalid_request')
  }
  const text = new TextDecoder().decode(bytes)
  if (!text.trim()) return {}
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new DomainError('unsupported_media_type')
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) throw new DomainError('invalid_request')
  try {
    return JSON.parse(text)
  } catch {
    throw new DomainError('invalid_request')
  }
}

function translateFieldErrors(errors: FieldErrors, t: Translate): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) => (t.has(key as 'validation.required') ? t(key as 'validation.required') : key)),
    ]),
  )
}

const defaultMessages = {
  invalid_request: 'errors.invalidRequest',
  csrf: 'errors.csrf',
  not_found: 'errors.notFoundAction',
  too_large: 'errors.tooLarge',
  unsupported_media_type: 'errors.unsupportedMediaType',
} as const

export function errorResponse(error: DomainError, t: Translate): Response {
  const key = defaultMessages[error.code as keyof typeof defaultMessages]
  // Domain modules name messages by key ("cart.notFound"); routes may also pass text already translated.
  const own = error.message !== error.code ? error.message : null
  const message = own ? (t.has(own as 'errors.server') ? t(own as 'errors.server', error.values as never) : own) : key ? t(key) : t('errors.server')
  const body: { error: string; errors?: FieldErrors } = { error: message }
  if (error.fieldErrors) body.errors = translateFieldErrors(error.fieldErrors, t)
  return json(body, statusOf[error.code])
}

/**
 * Wraps a site-API route handler: CSRF on every non-GET request, a bounded JSON body parsed with
 * zod, domain errors mapped to the shapes of docs/site-api.md, and never a stack trace to the client.
 */
export function siteAction<S extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  options: Options<S, Q>,
  handler: (ctx: ActionContext<BodyOf<S>, BodyOf<Q>>) => Promise<Response | object>,
) {
  return async function route(request: NextRequest): Promise<Response> {
    const locale = requestLocale(request)
    const t = await getTranslator(locale)
    const existingSession = request.cookies.get(SESSION_COOKIE)?.value
    const sessionId = existingSession ?? newSessionId()
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        if (!verifyCsrfToken(existingSession, request.headers.get(CSRF_HEADER), env.PAYLOAD_SECRET)) {
          throw new DomainError('csrf')
        }
      }
      let body: unknown
      if (options.body) {
        const parsed = options.body.safeParse(await readJson(request))
        if (!parsed.success) throw new DomainError('invalid_request', undefined, fieldErrorKeys(parsed.error))
        body = parsed.data
      }
      let query: unknown
      if (options.query) {
        const parsed = options.query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
        if (!parsed.success) throw new DomainError('invalid_request', undefined, fieldErrorKeys(parsed.error))
        query = parsed.data
      }
      // A new session is handed out only by the calls that use one (the CSRF token): two calls made
      // side by side without a session would each hand out their own, and the later answer's
      // cookie would replace the session the CSRF token belongs to.
      let sessionUsed = false
      const result = await handler({
        request,
        locale,
        body: body as BodyOf<S>,
        query: query as BodyOf<Q>,
        t,
        get sessionId() {
          sessionUsed = true
          return sessionId
        },
      })
      const response = result instanceof Response ? result : json(result)
      if (!existingSession && sessionUsed) setSessionCookie(response, sessionId)
      return response
    } catch (error) {
      if (error instanceof DomainError) return errorResponse(error, t)
      if (isUnavailable(error)) {
        console.error(`[site-api] ${request.method} ${request.nextUrl.pathname}: a service is out of reach`, error)
        return json({ error: t('errors.unavailable') }, 503, { 'Retry-After': '2' })
      }
      console.error(`[site-api] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return json({ error: t('errors.server') }, 500)
    }
  }
}

function setSessionCookie(response: Response, sessionId: string) {
  const secure = env.SITE_URL.startsWith('https:') ? '; Secure' : ''
  response.headers.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${SESSION_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
  )
}
