import { NEWSLETTER_LIMITS, subscriptionSchema } from '@/newsletter/subscribe'
import { getPayloadClient } from '@/server/payload'
import { perAddress, siteAction } from '@/server/http/site-action'
import { signUpForNewsletter } from '@/server/newsletter'

/**
 * A newsletter sign-up (double opt-in, docs/decisions/0005): mails the confirming link. `200 {}`
 * whatever the address's state, so the answer never tells whether it is subscribed.
 */
export const POST = siteAction(
  {
    body: subscriptionSchema,
    rateLimit: { key: perAddress('newsletter-signUp'), ...NEWSLETTER_LIMITS.signUpsPerAddress, message: 'newsletterLinks.tooManyRequests' },
  },
  async ({ body, locale }) => {
    await signUpForNewsletter(await getPayloadClient(), body, locale)
    return {}
  },
)
