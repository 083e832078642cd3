import { z } from 'zod'
import { addressSchema } from '@/commerce/cart/schema'
import { DomainError } from '@/lib/errors'
import { customerAddressBook } from '@/server/accounts/site'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'

const body = z.union([z.strictObject({ addressId: z.number().int().positive() }), addressSchema.strict()])

/**
 * App API PUT /races/{entryId}/delivery-address: where the finisher's medal goes, one of their saved
 * addresses (`{addressId}`) or an address; refused once editors have packed it.
 */
export const PUT = appAction<typeof body, { entryId: string }>({ body }, async ({ customer, params, body, locale }) => {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  const address = 'addressId' in body ? (await (await customerAddressBook()).list(customer.id)).find((a) => a.id === body.addressId) : body
  if (!address) throw new DomainError('not_found', 'account.addressNotFound')
  const race = await (await races()).confirmDeliveryAddress(customer.id, entryId, locale, {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? null,
    city: address.city,
    county: address.county ?? null,
    postcode: address.postcode,
    countryCode: address.countryCode.toUpperCase(),
    phone: address.phone ?? null,
  })
  return { race: viewOf(race) }
})
