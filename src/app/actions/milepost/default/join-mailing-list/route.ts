import { payloadSubscriberStore } from '@/server/stores/subscriber-store'
import { subscribe, subscriptionSchema } from '@/newsletter/subscribe'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/server/http/site-action'

export const POST = siteAction({ body: subscriptionSchema }, async ({ body, locale }) => {
  await subscribe(payloadSubscriberStore(await getPayloadClient()), body, locale)
  return {}
})
