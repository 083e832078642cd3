import 'server-only'
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { type Customer, customerFromBearer } from '../accounts/customer'
import { getPayloadClient } from '../payload'
import { enforceRateLimits, type RateLimitRule, rateLimiter } from '../../lib/rate-limit'
import { isUnavailable } from '../../db/unavailable'
import { DomainError } from '../../lib/errors'
import { errorResponse, json, readJson, requestLocale, type Translate } from './site-action'
import { fieldErrorKeys } from '../../lib/zod-errors'
import { getTranslator } from '../../i18n/server-translator'
import type { Locale } from '../../i18n/locales'

type Options<S extends z.ZodType | undefined> = {
  body?: S
  /** Checked after the token, before the body is read (docs/site-api.md, Rate limits). */
  rateLimit?: RateLimitRule<{ request: NextRequest; customer: Customer }>
  /** Limits keyed by what the body names (a team's code: guessed from many accounts at once), checked once it is read. */
  bodyRateLimits?: readonly RateLimitRule<{ request: NextRequest; customer: Customer; body: BodyOf<S> }>[]
}
type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined

export type AppContext<Body, Params> = { request: NextRequest; customer: Customer; body: Body; params: Params; t: Translate; locale: Locale }

/**
 * Wraps an app-API route (docs/site-api.md, App API): the customer comes from `Authorization: Bearer`
 * only (no cookie, so no CSRF to check), a missing or bad token is 401, the body is parsed with zod,
 * and domain errors map to the same shapes as the site API's.
 */
export function appAction<S extends z.ZodType | undefined = undefined, Params = Record<string, never>>(
  options: Options<S>,
  handler: (ctx: AppContext<BodyOf<S>, Params>) => Promise<Response | object>,
) {
  return async function route(request: NextRequest, context?: { params: Promise<Params> }): Promise<Response> {
    const locale = requestLocale(request)
    const t = await getTranslator(locale)
    try {
      const customer = await customerFromBearer(await getPayloadClient(), request.headers.get('authorization'))
      if (!customer) throw new DomainError('unauthorized', 'errors.unauthorized')
      if (options.rateLimit) await enforceRateLimits(rateLimiter(await getPayloadClient()), [options.rateLimit], { request, customer })
      let body: unknown
      if (options.body) {
        const parsed = options.body.safeParse(await readJson(request))
        if (!parsed.success) throw new DomainError('invalid_request', undefined, { fieldErrors: fieldErrorKeys(parsed.error) })
        body = parsed.data
      }
      const limits = options.bodyRateLimits?.length ? await enforceRateLimits(rateLimiter(await getPayloadClient()), options.bodyRateLimits, { request, customer, body: body as BodyOf<S> }) : null
      const params = (context ? await context.params : {}) as Params
      const result = await handler({ request, customer, body: body as BodyOf<S>, params, t, locale }).catch(async (error: unknown) => {
        // A refusal counts toward the limits that count failures (a wrong password); being told to wait tried nothing.
        if (error instanceof DomainError && error.code !== 'rate_limited') await limits?.failed()
        throw error
      })
      return result instanceof Response ? result : json(result)
    } catch (error) {
      if (error instanceof DomainError) {
        const response = errorResponse(error, t)
        if (error.code === 'unauthorized') response.headers.set('WWW-Authenticate', 'Bearer')
        return response
      }
      if (isUnavailable(error)) {
        console.error(`[app-api] ${request.method} ${request.nextUrl.pathname}: a service is out of reach`, error)
        return json({ error: t('errors.unavailable') }, 503, { 'Retry-After': '2' })
      }
      console.error(`[app-api] ${request.method} ${request.nextUrl.pathname} failed`, error)
      return json({ error: t('errors.server') }, 500)
    }
  }
}
