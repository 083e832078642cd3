import 'server-only'
import type { Payload } from 'payload'
import { isNotFound, isValidationError } from '../../lib/payload-errors'
import { addressFields } from '../../commerce/cart/types'
import type { AddressInput, AddressStore, SavedAddress } from '../../accounts/addresses'
import type { Address } from '../../payload-types'
import { refusedSave } from '../../accounts/field-errors'

const toAddress = (doc: Address): SavedAddress => {
  const fields = Object.fromEntries(addressFields.map((f) => [f, doc[f] ?? null]))
  return { id: doc.id, type: doc.type, isDefault: !!doc.isDefault, ...fields } as SavedAddress
}

/** A write Payload refused field by field is the client's 400, never a 500; a row gone meanwhile is null. */
async function saving<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write
  } catch (error) {
    if (isValidationError(error)) throw refusedSave(error)
    if (isNotFound(error)) return null
    throw error
  }
}

/** Addresses in Payload, always filtered by their customer (their own access rule says the same). */
export function payloadAddressStore(payload: Payload): AddressStore {
  const mine = (customerId: number) => ({ customer: { equals: customerId } })
  return {
    async list(customerId) {
      const { docs } = await payload.find({ collection: 'addresses', where: mine(customerId), sort: 'createdAt', limit: 100, depth: 0, overrideAccess: true })
      return docs.map(toAddress)
    },
    async create(customerId, address: AddressInput) {
      const doc = await saving(payload.create({ collection: 'addresses', data: { ...address, customer: customerId }, depth: 0, overrideAccess: true }))
      if (!doc) throw new Error('The new address was not saved')
      return toAddress(doc)
    },
    async update(customerId, id, address) {
      // Found by its customer first; saved by id, so a refused field is an error of its own (a
      // bulk update would only report that the row was not written). An address never changes hands.
      const { totalDocs } = await payload.count({ collection: 'addresses', where: { and: [{ id: { equals: id } }, mine(customerId)] }, overrideAccess: true })
      if (!totalDocs) return null
      const doc = await saving(payload.update({ collection: 'addresses', id, data: address, depth: 0, overrideAccess: true }))
      return doc ? toAddress(doc) : null
    },
    async remove(customerId, id) {
      const { docs } = await payload.delete({ collection: 'addresses', where: { and: [{ id: { equals: id } }, mine(customerId)] }, depth: 0, overrideAccess: true })
      return docs.length === 1
    },
    async clearDefault(customerId, type, exceptId) {
      await payload.update({
        collection: 'addresses',
        where: { and: [mine(customerId), { type: { equals: type } }, { isDefault: { equals: true } }, { id: { not_equals: exceptId } }] },
        data: { isDefault: false },
        overrideAccess: true,
      })
    },
  }
}
