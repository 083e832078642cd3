import { payloadContactStore } from '@/server/stores/contact-store'
import { contactSchema, sendContactMessage } from '@/contact/send-message'
import { humanVerifier } from '@/contact/verifier'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

export const POST = siteAction({ body: contactSchema }, async ({ request, body, locale, t }) => {
  const payload = await getPayloadClient()
  const result = await sendContactMessage(
    {
      store: payloadContactStore(payload),
      verifier: humanVerifier,
      notify: async (message) => {
        const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
        if (!settings.contactEmail) return
        await payload
          .sendEmail({
            to: settings.contactEmail,
            replyTo: message.email,
            subject: `Contact form: ${message.name}`,
            text: `${message.message}\n\n— ${message.name} <${message.email}> (${message.locale})`,
          })
          .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Could not mail a contact message; it is stored in the admin' }))
      },
    },
    body,
    { ip: clientIp(request), locale },
  )
  if (result.ok) return {}
  switch (result.reason) {
    case 'too-many':
      throw new DomainError('rate_limited', t('contact.tooManyRequests'))
    case 'widget-error':
      throw new DomainError('invalid_request', t('contact.widgetError'))
    case 'expired':
      throw new DomainError('invalid_request', t('contact.expired'))
    default:
      throw new DomainError('unavailable', t('contact.error'))
  }
})
