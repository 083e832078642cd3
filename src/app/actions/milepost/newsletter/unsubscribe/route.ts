import { z } from 'zod'
import { defaultLocale, localizedPath, normaliseLocale } from '@/i18n/locales'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { unsubscribe } from '@/newsletter/unsubscribe'
import { siteAction } from '@/server/http/site-action'
import { newsletterUnsubscribeKey } from '@/server/newsletter'
import { payloadSubscriberStore } from '@/server/stores/subscriber-store'

/** The link of a newsletter mail's List-Unsubscribe header (docs/decisions/0005). */
const linkQuery = z.object({
  id: z.coerce
    .number('validation.required')
    .int()
    .positive()
    .max(2 ** 31 - 1),
  token: z.string('validation.required').min(1).max(100),
  lang: z.string().max(10).optional(),
  /** The site's own page posted the form: back to that page, which says it is done. */
  from: z.literal('page').optional(),
})

const page = (lang: string | undefined, query: Record<string, string>) => `${localizedPath(normaliseLocale(lang) ?? defaultLocale, '/newsletter/unsubscribe')}?${new URLSearchParams(query)}`

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/** Opened in a browser: the page that asks before unsubscribing (a GET changes nothing). */
export const GET = siteAction({ query: linkQuery }, async ({ query }) => seeOther(page(query.lang, { id: String(query.id), token: query.token })))

/**
 * RFC 8058 one-click unsubscribe, and the page's button: the token in the URL is the only proof,
 * without cookies or CSRF token. The body (`List-Unsubscribe=One-Click`) is not read.
 */
export const POST = siteAction({ query: linkQuery, csrf: false }, async ({ query, t }) => {
  const outcome = await unsubscribe(payloadSubscriberStore(await getPayloadClient()), newsletterUnsubscribeKey(), query)
  if (outcome === 'invalid') throw new DomainError('invalid_request', 'newsletterLinks.unsubscribeInvalidText')
  if (query.from === 'page') return seeOther(page(query.lang, { done: '1' }))
  return { message: t('newsletterLinks.unsubscribedText') }
})
