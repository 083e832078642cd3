import { z } from 'zod'
import { DomainError } from '@/lib/errors'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'

const body = z.strictObject({ show: z.boolean() })

/** App API PUT /races/{entryId}/board: whether the runner appears on the event's public board (name and distance only). */
export const PUT = appAction<typeof body, { entryId: string }>({ body }, async ({ customer, params, body, locale }) => {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  return { race: viewOf(await (await races()).showOnBoard(customer.id, entryId, locale, body.show)) }
})
