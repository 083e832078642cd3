import { DomainError } from '@/lib/errors'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, pdfResponse, races } from '@/server/races/site'

/**
 * App API GET /races/{entryId}/certificate: the finisher's PDF, to its runner only (`?team=1`: the
 * team's, to any of its members); 404 before it is made.
 */
export const GET = appAction<undefined, { entryId: string }>({}, async ({ request, customer, params, locale }) => {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  const service = await races()
  return request.nextUrl.searchParams.get('team') === '1'
    ? pdfResponse(await service.teamCertificate(customer.id, entryId, locale), `team-certificate-${entryId}`)
    : pdfResponse(await service.certificate(customer.id, entryId, locale), `certificate-${entryId}`)
})
