import countries from 'i18n-iso-countries'
import { z } from 'zod'
import { fieldErrorKeys } from '../../lib/zod-errors'
import { emailAddress } from '../../lib/validation'
import { CART_LIMITS, isLineOptions } from './limits'
import type { CartProblem, LineOptions } from './types'

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
const optionalEmail = z.preprocess((v) => (v === '' ? null : v), z.nullable(emailAddress))

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

/** A whole number as JSON sends it, or a string of digits; never what merely coerces to one (null, "", true, []). */
const wholeNumber = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ],
  'validation.required',
)
const qty = wholeNumber.pipe(z.number().int('validation.required').min(0, 'validation.required').max(CART_LIMITS.lineQty, 'cart.lineQtyTooHigh'))
const id = wholeNumber.pipe(
  z
    .number()
    .int('validation.required')
    .positive('validation.required')
    .max(2 ** 31 - 1, 'validation.required'),
)
/** A line's options: flat, typed and small (limits.ts); checked without descending into nested values. */
const options = z.custom<LineOptions>(isLineOptions, 'cart.invalidOptions')

/**
 * Every form of update-cart (docs/site-api.md); several may come in one request and are applied together
 * or not at all. A bare orderNumber names the cart.
 */
export const cartUpdateSchema = z.object({
  orderNumber: z.string().trim().max(64).optional(),
  purchasableId: id.optional(),
  qty: qty.refine((n) => n >= 1, 'validation.required').optional(),
  options: options.optional(),
  lineItems: z
    .record(z.string().regex(/^\d{1,12}$/), z.object({ qty: qty.optional(), options: options.optional(), remove: z.boolean('validation.required').optional() }))
    .refine((o) => Object.keys(o).length <= 200, 'validation.tooLong')
    .optional(),
  gatewayId: z.union([z.number(), z.string().max(20)]).optional(),
  couponCode: z.string().trim().max(64).optional(),
  email: optionalEmail.optional(),
  billingAddress: addressSchema.nullable().optional(),
  shippingAddress: addressSchema.nullable().optional(),
  shippingMethodHandle: z.string().max(64).nullable().optional(),
  notes: optional(2000).optional(),
  customerId: z
    .union([z.number(), z.string().max(64)])
    .nullable()
    .optional(),
})

export type CartUpdate = z.output<typeof cartUpdateSchema>

export const getCartSchema = z.object({
  forceSave: z.boolean('validation.required').optional(),
  orderNumber: z.string().trim().max(64).optional(),
})

export const shippingQuoteSchema = z.object({
  orderNumber: z.string().trim().max(64).optional(),
  countryCode,
  /** The region of the address (a Canadian province decides its tax). */
  county: optional(100),
})

/** Messages of the cart's own limits, with the values they show. */
const limitMessages: Partial<Record<string, CartProblem>> = {
  'cart.lineQtyTooHigh': { key: 'cart.lineQtyTooHigh', values: { max: CART_LIMITS.lineQty } },
  'cart.invalidOptions': { key: 'cart.invalidOptions' },
}

/** A refused update-cart body as the problems of its fields (the first message of each). */
export function cartUpdateProblems(error: z.ZodError): Record<string, CartProblem> {
  const problems: Record<string, CartProblem> = Object.fromEntries(Object.entries(fieldErrorKeys(error)).map(([field, [key]]) => [field, { key: key as CartProblem['key'] }]))
  for (const issue of error.issues) {
    const own = limitMessages[issue.message]
    if (own) problems[issue.path.length ? issue.path.map(String).join('.') : '_'] = own
  }
  return problems
}
