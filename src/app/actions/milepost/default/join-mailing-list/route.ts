import { payloadSubscriberStore } from '@/newsletter/payload-store'
import { subscribe, subscriptionSchema } from '@/newsletter/subscribe'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/lib/site-api/action'

export const POST = siteAction({ body: subscriptionSchema }, async ({ body, locale }) => {
  await subscribe(payloadSubscriberStore(await getPayloadClient()), body, locale)
  return {}
})
