import { z } from 'zod'
import { addressSchema } from '../commerce/cart/schema'
import { DomainError } from '../lib/errors'

export const ADDRESS_TYPES = ['billing', 'shipping'] as const
export const MAX_ADDRESSES = 50

/** An address as the app API sends and receives it (spec §3 Address: id, type and the fields). */
export const savedAddressSchema = addressSchema.extend({
  type: z.enum(ADDRESS_TYPES, 'validation.required').default('shipping'),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.output<typeof savedAddressSchema>
export type SavedAddress = AddressInput & { id: number }

/** A customer's addresses; the store only ever sees that customer's rows. */
export type AddressStore = {
  list(customerId: number): Promise<SavedAddress[]>
  create(customerId: number, address: AddressInput): Promise<SavedAddress>
  /** Null when the id is not one of this customer's addresses. */
  update(customerId: number, id: number, address: AddressInput): Promise<SavedAddress | null>
  clearDefault(customerId: number, type: AddressInput['type'], exceptId: number): Promise<void>
  /** False when the id is not one of this customer's addresses. */
  remove(customerId: number, id: number): Promise<boolean>
}

/** The address book of the app API: one default per type, a bounded number of addresses. */
export function addressBook(store: AddressStore) {
  const keepOneDefault = async (customerId: number, saved: SavedAddress) => {
    if (saved.isDefault) await store.clearDefault(customerId, saved.type, saved.id)
    return saved
  }
  return {
    list: (customerId: number) => store.list(customerId),
    async add(customerId: number, address: AddressInput) {
      if ((await store.list(customerId)).length >= MAX_ADDRESSES) throw new DomainError('invalid_request', 'account.tooManyAddresses')
      return keepOneDefault(customerId, await store.create(customerId, address))
    },
    async change(customerId: number, id: number, address: AddressInput) {
      const saved = await store.update(customerId, id, address)
      if (!saved) throw new DomainError('not_found', 'account.addressNotFound')
      return keepOneDefault(customerId, saved)
    },
    async remove(customerId: number, id: number) {
      if (!(await store.remove(customerId, id))) throw new DomainError('not_found', 'account.addressNotFound')
    },
  }
}
