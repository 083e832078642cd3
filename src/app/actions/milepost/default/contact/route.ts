import { payloadContactStore } from '@/server/stores/contact-store'
import { CONTACT_LIMIT, contactSchema, contactSenderKey, sendContactMessage } from '@/contact/send-message'
import { humanVerifier } from '@/contact/verifier'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { clientAddress, clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'
import { queueMail } from '@/server/mail-queue'

/** Spec §8: at most 5 attempts per visitor address in 10 minutes, counted before the token is verified. */
export const POST = siteAction(
  {
    body: contactSchema,
    rateLimit: { key: ({ request }) => contactSenderKey(clientAddress(request)), ...CONTACT_LIMIT, message: 'contact.tooManyRequests' },
  },
  async ({ request, body, locale }) => {
    const payload = await getPayloadClient()
    const result = await sendContactMessage(
      {
        store: payloadContactStore(payload),
        verifier: humanVerifier,
        notify: async (message) => {
          const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
          if (!settings.contactEmail) return
          // Through the job queue: an SMTP outage delays the mail; the message is stored in the admin either way.
          await queueMail(payload, {
            to: settings.contactEmail,
            replyTo: message.email,
            subject: `Contact form: ${message.name}`,
            text: `${message.message}\n\n— ${message.name} <${message.email}> (${message.locale})`,
          })
        },
      },
      body,
      { ip: clientIp(request), locale },
    )
    if (result.ok) return {}
    switch (result.reason) {
      case 'widget-error':
        throw new DomainError('invalid_request', 'contact.widgetError')
      case 'expired':
        throw new DomainError('invalid_request', 'contact.expired')
      default:
        throw new DomainError('unavailable', 'contact.error')
    }
  },
)
