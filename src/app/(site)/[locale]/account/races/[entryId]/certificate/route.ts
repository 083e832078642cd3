import type { NextRequest } from 'next/server'
import type { Locale } from '@/i18n/locales'
import { isDomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { getTranslator } from '@/i18n/server-translator'
import { customerFromRequest } from '@/server/accounts/customer'
import { entryIdOf, pdfResponse, races } from '@/server/races/site'

/**
 * The race page's certificate link: the same PDF as the app API's, for the signed-in site session
 * (a plain link sends no bearer token). Anyone else, or before it is made: 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: Locale; entryId: string }> }) {
  const { locale, entryId: raw } = await params
  const { customer } = await customerFromRequest(await getPayloadClient(), request.headers)
  const entryId = entryIdOf(raw)
  const notFound = async () => new Response((await getTranslator(locale))('races.notFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  if (!customer || entryId === null) return notFound()
  try {
    const service = await races()
    return request.nextUrl.searchParams.get('team') === '1'
      ? pdfResponse(await service.teamCertificate(customer.id, entryId, locale), `team-certificate-${entryId}`)
      : pdfResponse(await service.certificate(customer.id, entryId, locale), `certificate-${entryId}`)
  } catch (error) {
    if (isDomainError(error, 'not_found')) return notFound()
    throw error
  }
}
