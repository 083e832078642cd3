import { DomainError } from '@/lib/errors'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, pdfResponse, races } from '@/server/races/site'

/** App API GET /races/{entryId}/certificate: the finisher's PDF, to its runner only; 404 before it is made. */
export const GET = appAction<undefined, { entryId: string }>({}, async ({ customer, params, locale }) => {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  return pdfResponse(await (await races()).certificate(customer.id, entryId, locale), `certificate-${entryId}`)
})
