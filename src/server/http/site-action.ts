import 'server-only'
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { getTranslator } from '../../i18n/server-translator'
import type { MessageKey } from '../../i18n/messages'
import type { Translate } from '../../i18n/translate'
import { defaultLocale, type Locale, LOCALE_HEADER, normaliseLocale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { isUnavailable } from '../../db/unavailable'
import { BODY_LIMITS, BodyTooLargeError, readBoundedBody } from '../../lib/http/body-limits'
import { jsonNestingDepth, MAX_JSON_DEPTH } from '../../lib/http/json'
import { DomainError, type FieldErrors, type MessageValues, statusOf } from '../../lib/errors'
import { CSRF_HEADER, newSessionId, SESSION_COOKIE, verifyCsrfToken } from '../../lib/security/csrf'
import { COOKIES, setCookie } from '../../lib/http/cookies'
import { fieldErrorKeys } from '../../lib/zod-errors'
import { getPayloadClient } from '../payload'
import { clientAddress, enforceRateLimits, type RateLimitRule, rateLimiter, rateLimitKey } from '../../lib/rate-limit'
import { type Customer, customerFromRequest } from '../accounts/customer'

export type { Translate }

/** A signed-in customer is required: `true` answers 401 "Your session has ended…", a key answers 401 with that message. */
export type CustomerRequirement = true | MessageKey
type CustomerOf<C> = C extends CustomerRequirement ? Customer : undefined

export type ActionContext<Body, Query = undefined, TheCustomer = undefined> = {
  request: NextRequest
  locale: Locale
  body: Body
  /** The query string, parsed by the action's `query` schema. */
  query: Query
  t: Translate
  sessionId: string
  /** The signed-in customer of the session cookie, when the action requires one (`requireCustomer`). */
  customer: TheCustomer
}

/** What a route's rate limit is keyed by: the request, its parsed body and query, and the customer when one is required. */
export type RateLimitFacts<Body, Query, TheCustomer> = { request: NextRequest; body: Body; query: Query; customer: TheCustomer }

type Options<S extends z.ZodType | undefined, Q extends z.ZodType | undefined, C extends CustomerRequirement | undefined> = {
  body?: S
  query?: Q
  /** Only a signed-in customer (session cookie) may call: checked after the body, before the rate limit and the handler. */
  requireCustomer?: C
  /**
   * `false` only for a route that a token in its own URL authenticates, which mail providers POST to
   * without cookies (RFC 8058 one-click unsubscribe): there is no session for a CSRF token.
   */
  csrf?: false
  /** Checked after the customer, before the handler (docs/site-api.md, Rate limits); several apply in order. */
  rateLimit?: RateLimitRule<RateLimitFacts<BodyOf<S>, BodyOf<Q>, CustomerOf<C>>> | readonly RateLimitRule<RateLimitFacts<BodyOf<S>, BodyOf<Q>, CustomerOf<C>>>[]
}
type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined

/** A rate limit's key per client address (the one TRUSTED_PROXIES points at, an IPv6 one by its /64, hashed). */
export const perAddress =
  (scope: string) =>
  ({ request }: { request: NextRequest }) =>
    rateLimitKey(scope, clientAddress(request))

/** A rate limit's key per signed-in customer (with `requireCustomer`). */
export const perCustomer =
  (scope: string) =>
  ({ customer }: { customer: Customer }) =>
    rateLimitKey(scope, String(customer.id))

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

const translateFieldErrors = (errors: FieldErrors, t: Translate, values?: MessageValues): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key, values))]))

/**
 * A domain error as docs/site-api.md answers it: `{error, errors?}` with the error's key and its
 * field keys translated into the request's language. A provider's own text (`detail`, a card
 * decline) is the `error` as it stands: the contract carries the gateway's words there.
 */
export function errorResponse(error: DomainError, t: Translate): Response {
  const body: { error: string; errors?: Record<string, string[]> } = { error: error.detail ?? t(error.key, error.values) }
  if (error.fieldErrors) body.errors = translateFieldErrors(error.fieldErrors, t, error.values)
  return json(body, statusOf[error.code], error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined)
}

/**
 * Wraps a site-API route handler: CSRF on every non-GET request, a bounded JSON body parsed with
 * zod, the signed-in customer when the route requires one, the route's rate limits, domain errors
 * mapped to the shapes of docs/site-api.md, and never a stack trace to the client.
 */
export function siteAction<S extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, C extends CustomerRequirement | undefined = undefined>(
  options: Options<S, Q, C>,
  handler: (ctx: ActionContext<BodyOf<S>, BodyOf<Q>, CustomerOf<C>>) => Promise<Response | object>,
) {
  const rules = options.rateLimit === undefined ? [] : 'key' in options.rateLimit ? [options.rateLimit] : options.rateLimit
  return async function route(request: NextRequest): Promise<Response> {
    const locale = requestLocale(request)
    const t = await getTranslator(locale)
    const existingSession = request.cookies.get(SESSION_COOKIE)?.value
    const sessionId = existingSession ?? newSessionId()
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD' && options.csrf !== false) {
        if (!verifyCsrfToken(existingSession, request.headers.get(CSRF_HEADER), env.PAYLOAD_SECRET)) {
          throw new DomainError('csrf')
        }
      }
      let body: unknown
      if (options.body) {
        const parsed = options.body.safeParse(await readJson(request))
        if (!parsed.success) throw new DomainError('invalid_request', undefined, { fieldErrors: fieldErrorKeys(parsed.error) })
        body = parsed.data
      }
      let query: unknown
      if (options.query) {
        const parsed = options.query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
        if (!parsed.success) throw new DomainError('invalid_request', undefined, { fieldErrors: fieldErrorKeys(parsed.error) })
        query = parsed.data
      }
      let customer: Customer | undefined
      if (options.requireCustomer) {
        customer = (await customerFromRequest(await getPayloadClient(), request.headers)).customer ?? undefined
        if (!customer) throw new DomainError('unauthorized', options.requireCustomer === true ? 'account.sessionExpired' : options.requireCustomer)
      }
      const facts = { request, body: body as BodyOf<S>, query: query as BodyOf<Q>, customer: customer as CustomerOf<C> }
      const limits = rules.length ? await enforceRateLimits(rateLimiter(await getPayloadClient()), rules, facts) : null
      // A new session is handed out only by the calls that use one (the CSRF token): two calls made
      // side by side without a session would each hand out their own, and the later answer's
      // cookie would replace the session the CSRF token belongs to.
      let sessionUsed = false
      const result = await handler({
        ...facts,
        locale,
        t,
        get sessionId() {
          sessionUsed = true
          return sessionId
        },
      }).catch(async (error: unknown) => {
        // A refusal counts toward the limits that count failures (sign-in); being told to wait
        // tried nothing, so it counts toward none.
        if (error instanceof DomainError && error.code !== 'rate_limited') await limits?.failed()
        throw error
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
  response.headers.append('Set-Cookie', setCookie(COOKIES.session, sessionId, { secure: env.SITE_URL.startsWith('https:') }))
}
