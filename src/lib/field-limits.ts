/**
 * The longest values the records keep, one number each for the request schema (zod) and the
 * collection's `maxLength`: a value the schema lets through is one the collection stores, so a
 * long value is a 400 with the field's error, never a 500 from the database layer.
 */
export const PERSON_NAME_MAX = 100
export const EMAIL_MAX = 254
export const PASSWORD_MAX = 200
/** A contact message (spec §8). */
export const CONTACT_MESSAGE_MAX = 5000

/** A saved or checkout address, field by field (src/commerce/cart/schema.ts addressSchema, the addresses collection). */
export const ADDRESS_LIMITS = {
  firstName: 100,
  lastName: 100,
  company: 200,
  countryCode: 3,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  county: 100,
  postcode: 20,
  phone: 40,
  email: EMAIL_MAX,
} as const
