import { savedAddressSchema } from '@/accounts/addresses'
import { customerAddressBook } from '@/server/accounts/site'
import { appAction } from '@/server/http/app-action'
import { DomainError } from '@/lib/errors'
import { rowIdOf } from '@/lib/ids'

const addressId = (raw: string) => {
  const id = rowIdOf(raw)
  if (id === null) throw new DomainError('not_found', 'account.addressNotFound')
  return id
}

/** App API PUT /addresses/{id}: changes one of the bearer's addresses; anyone else's id is 404. */
export const PUT = appAction<typeof savedAddressSchema, { id: string }>({ body: savedAddressSchema }, async ({ customer, body, params }) =>
  (await customerAddressBook()).change(customer.id, addressId(params.id), body),
)

/** App API DELETE /addresses/{id}: removes one of the bearer's addresses (the account site's address book). */
export const DELETE = appAction<undefined, { id: string }>({}, async ({ customer, params }) => {
  await (await customerAddressBook()).remove(customer.id, addressId(params.id))
  return {}
})
