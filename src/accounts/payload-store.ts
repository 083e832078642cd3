import 'server-only'
import type { Payload } from 'payload'
import { addressFields } from '../commerce/cart/types'
import type { AddressInput, AddressStore, SavedAddress } from './addresses'

const toAddress = (doc: Record<string, unknown>): SavedAddress => {
  const fields = Object.fromEntries(addressFields.map((f) => [f, (doc[f] as string | null | undefined) ?? null]))
  return { id: Number(doc.id), type: doc.type as SavedAddress['type'], isDefault: !!doc.isDefault, ...fields } as SavedAddress
}

/** Addresses in Payload, always filtered by their customer (their own access rule says the same). */
export function payloadAddressStore(payload: Payload): AddressStore {
  const mine = (customerId: number) => ({ customer: { equals: customerId } })
  return {
    async list(customerId) {
      const { docs } = await payload.find({ collection: 'addresses', where: mine(customerId), sort: 'createdAt', limit: 100, depth: 0, overrideAccess: true })
      return docs.map((d) => toAddress(d as unknown as Record<string, unknown>))
    },
    async create(customerId, address: AddressInput) {
      const doc = await payload.create({ collection: 'addresses', data: { ...address, customer: customerId } as never, depth: 0, overrideAccess: true })
      return toAddress(doc as unknown as Record<string, unknown>)
    },
    async update(customerId, id, address) {
      const { docs } = await payload.update({ collection: 'addresses', where: { and: [{ id: { equals: id } }, mine(customerId)] }, data: address as never, depth: 0, overrideAccess: true })
      return docs[0] ? toAddress(docs[0] as unknown as Record<string, unknown>) : null
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
