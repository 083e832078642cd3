import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret of a guest's link to a plan they bought: a signature of the order and the plan, so the
 * link opens that plan only and tells nothing of the order (its access key stays in the order link).
 */
export const planAccessCode = (secret: string, orderNumber: string, planId: number) => createHmac('sha256', secret).update(`training-plan:${orderNumber}:${planId}`).digest('base64url')

export function isPlanAccessCode(secret: string, orderNumber: string, planId: number, code: string): boolean {
  const expected = Buffer.from(planAccessCode(secret, orderNumber, planId))
  const given = Buffer.from(code)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The query a delivered plan's page, calendar and PDF carry for a guest. */
export const planLinkQuery = (secret: string, orderNumber: string, planId: number) => new URLSearchParams({ order: orderNumber, access: planAccessCode(secret, orderNumber, planId) }).toString()
