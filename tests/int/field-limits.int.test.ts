import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { savedAddressSchema } from '@/accounts/addresses'
import { profileSchema, signUpSchema } from '@/server/accounts/session'
import { ADDRESS_LIMITS, PERSON_NAME_MAX } from '@/lib/field-limits'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

type Probe = { schema: z.ZodType; base: Record<string, unknown>; collection: 'customers' | 'addresses'; fields: Record<string, (length: number) => string> }

const text = (length: number) => 'x'.repeat(length)
const email = (length: number) => `${'a'.repeat(Math.max(1, length - 12))}@example.com`
const address = { firstName: 'Ann', lastName: 'Runner', countryCode: 'GB', addressLine1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA' }

/** Every account schema beside the collection it writes, with the text fields it passes on. */
const probes: Record<string, Probe> = {
  'users/register': {
    schema: signUpSchema,
    base: { email: 'ann@example.com', password: 'long-enough-pw', firstName: 'Ann', lastName: 'Runner' },
    collection: 'customers',
    fields: { firstName: text, lastName: text, email },
  },
  'users/update-profile': {
    schema: profileSchema,
    base: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Runner' },
    collection: 'customers',
    fields: { firstName: text, lastName: text, email },
  },
  'app-api addresses': {
    schema: savedAddressSchema,
    base: address,
    collection: 'addresses',
    fields: { firstName: text, lastName: text, company: text, addressLine1: text, addressLine2: text, city: text, county: text, postcode: text, phone: text, email },
  },
}

/** The longest value of a field the schema accepts (values are accepted up to a length, then refused). */
function longestAccepted({ schema, base }: Probe, field: string, value: (length: number) => string): number {
  const ok = (length: number) => schema.safeParse({ ...base, [field]: value(length) }).success
  let low = 1
  let high = 100_000
  if (ok(high)) return high
  while (low + 1 < high) {
    const mid = Math.floor((low + high) / 2)
    if (ok(mid)) low = mid
    else high = mid
  }
  return low
}

describe('zod and the collections agree on lengths: a value a schema accepts is one the collection stores', () => {
  for (const [name, probe] of Object.entries(probes)) {
    it(name, () => {
      const fields = payload.collections[probe.collection].config.flattenedFields
      for (const [field, value] of Object.entries(probe.fields)) {
        const stored = fields.find((f) => f.name === field) as { maxLength?: number } | undefined
        expect(stored, `${probe.collection}.${field}`).toBeDefined()
        const collectionMax = stored!.maxLength ?? payload.config.defaultMaxTextLength ?? Number.POSITIVE_INFINITY
        expect(longestAccepted(probe, field, value), `${name} ${field}`).toBeLessThanOrEqual(collectionMax)
      }
    })
  }

  it('the names of a customer and the fields of an address use the shared limits', () => {
    const customers = payload.collections.customers.config.flattenedFields
    for (const name of ['firstName', 'lastName']) expect((customers.find((f) => f.name === name) as { maxLength?: number }).maxLength).toBe(PERSON_NAME_MAX)
    const addresses = payload.collections.addresses.config.flattenedFields
    for (const [field, max] of Object.entries(ADDRESS_LIMITS)) {
      expect((addresses.find((f) => f.name === field) as { maxLength?: number }).maxLength, field).toBe(max)
      if (field !== 'countryCode') expect(longestAccepted(probes['app-api addresses']!, field, field === 'email' ? email : text), field).toBe(max)
    }
  })
})
