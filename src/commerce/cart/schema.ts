import countries from 'i18n-iso-countries'
import { z } from 'zod'
import { emailAddress } from '../../lib/validation'

const text = (max: number) => z.string('validation.required').trim().max(max, 'validation.tooLong')
const required = (max: number) => text(max).min(1, 'validation.required')
const optional = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null)

const countryCode = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .transform((c) => c.toUpperCase())
  .refine((c) => countries.isValid(c), 'validation.country')

/** An email, or "" / null to clear it. */
const optionalEmail = z.preprocess((v) => (v === '' ? null : v), emailAddress.nullable())

export const addressSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  company: optional(200),
  countryCode,
  addressLine1: required(200),
  addressLine2: optional(200),
  city: required(100),
  county: optional(100),
  postcode: required(20),
  phone: optional(40),
  email: optionalEmail.optional().transform((v) => v ?? null),
})

const options = z.record(z.string().max(64), z.unknown()).refine((o) => Object.keys(o).length <= 40, 'validation.tooLong')
const qty = z.coerce.number('validation.required').int('validation.required').min(0, 'validation.required').max(999, 'validation.tooLong')
const id = z.coerce.number('validation.required').int('validation.required').positive('validation.required')

/**
 * Every form of update-cart (site-api.md); several may come in one request and are applied together
 * or not at all. A bare orderNumber names the cart.
 */
export const cartUpdateSchema = z.object({
  orderNumber: z.string().trim().max(64).optional(),
  purchasableId: id.optional(),
  qty: qty.refine((n) => n >= 1, 'validation.required').optional(),
  options: options.optional(),
  lineItems: z
    .record(
      z.string().regex(/^\d{1,12}$/),
      z.object({ qty: qty.optional(), options: options.optional(), remove: z.coerce.boolean().optional() }),
    )
    .refine((o) => Object.keys(o).length <= 200, 'validation.tooLong')
    .optional(),
  gatewayId: z.union([z.number(), z.string().max(20)]).optional(),
  couponCode: z.string().trim().max(64).optional(),
  email: optionalEmail.optional(),
  billingAddress: addressSchema.nullable().optional(),
  shippingAddress: addressSchema.nullable().optional(),
  shippingMethodHandle: z.string().max(64).nullable().optional(),
  notes: optional(2000).optional(),
  customerId: z.union([z.number(), z.string().max(64)]).nullable().optional(),
})

export type CartUpdate = z.output<typeof cartUpdateSchema>

export const getCartSchema = z.object({
  forceSave: z.coerce.boolean().optional(),
  orderNumber: z.string().trim().max(64).optional(),
})
