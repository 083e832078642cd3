import { z } from 'zod'
import { pay } from '@/commerce/payments/pay'
import { cartRef } from '@/server/cart/http'
import { orderView } from '@/server/payments/site'
import { siteServices } from '@/server/site-services'
import { siteAction } from '@/server/http/site-action'
import { emailAddress } from '@/lib/validation'

const payBody = z.object({
  gatewayId: z.union([z.number(), z.string().max(20)]),
  paymentMethodId: z.string().max(200).optional(),
  orderNumber: z.string().trim().min(1, 'validation.required').max(64),
  orderEmail: z.optional(emailAddress),
  email: z.optional(emailAddress),
  redirect: z.string().max(2000),
  cancelUrl: z.string().max(2000),
  /** The total the buyer was shown (pence); a different total is refused, never charged. */
  total: z.number().int().nonnegative().max(100_000_000).optional(),
})

/** Spec §7 payments/pay: `{order}` when paid at once, `{redirect}` when the buyer must approve, the gateway's text on decline. */
export const POST = siteAction({ body: payBody }, async ({ request, body, locale, t }) => {
  const queryEmail = z.optional(emailAddress).safeParse(request.nextUrl.searchParams.get('email') ?? undefined)
  const email = body.email ?? body.orderEmail ?? (queryEmail.success ? queryEmail.data : undefined)
  const { total, ...rest } = body
  const deps = (await siteServices()).payments.deps(locale, t, (number) => cartRef(request, number))
  const outcome = await pay(deps, { ...rest, email, locale, shownTotal: total })
  return 'order' in outcome ? { order: orderView(outcome.order) } : outcome
})
