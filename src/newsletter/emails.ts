import { type Locale, localizedPath } from '../i18n/locales'
import { createMessageTranslator } from '../i18n/translator'
import { escapeHtml } from '../lib/html'
import type { ConfirmationMail } from './subscribe'

/** The site action a mail provider's one-click unsubscribe POSTs to (RFC 8058); a GET there shows the page. */
export const UNSUBSCRIBE_ACTION = '/actions/milepost/newsletter/unsubscribe'

export type UnsubscribeLink = { id: number; token: string; locale: Locale }

const query = (values: Record<string, string>) => new URLSearchParams(values).toString()

export const confirmUrl = (siteUrl: string, locale: Locale, token: string) => `${siteUrl}${localizedPath(locale, '/newsletter/confirm')}?${query({ token })}`

/** The page that asks before unsubscribing (a GET changes nothing: mail scanners open links). */
export const unsubscribePageUrl = (siteUrl: string, link: UnsubscribeLink) => `${siteUrl}${localizedPath(link.locale, '/newsletter/unsubscribe')}?${query({ id: String(link.id), token: link.token })}`

export const oneClickUnsubscribeUrl = (siteUrl: string, link: UnsubscribeLink) => `${siteUrl}${UNSUBSCRIBE_ACTION}?${query({ id: String(link.id), token: link.token, lang: link.locale })}`

/** The headers every newsletter mail carries, so mail clients offer their own unsubscribe button. */
export const listUnsubscribeHeaders = (siteUrl: string, link: UnsubscribeLink): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(siteUrl, link)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

type Content = { subject: string; paragraphs: string[]; button?: { label: string; url: string }; footer?: string }

/**
 * Any mail to a subscriber, in their language: its content, then the unsubscribe link, in the body
 * and in the List-Unsubscribe headers.
 */
export async function newsletterMail(siteUrl: string, to: string, link: UnsubscribeLink, content: Content) {
  const t = await createMessageTranslator(link.locale, 'newsletterLinks')
  const unsubscribe = { label: t('mailUnsubscribe'), url: unsubscribePageUrl(siteUrl, link) }
  const text = [
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    '--',
    `${unsubscribe.label}: ${unsubscribe.url}`,
  ].join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(link.locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${content.button ? `<p><a href="${escapeHtml(content.button.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#c8102e;color:#fff;font-weight:700;text-decoration:none">${escapeHtml(content.button.label)}</a></p>\n<p style="color:#555">${escapeHtml(content.button.url)}</p>` : ''}
${content.footer ? `<p style="color:#555">${escapeHtml(content.footer)}</p>` : ''}
<hr><p style="color:#555;font-size:13px"><a href="${escapeHtml(unsubscribe.url)}" style="color:#555">${escapeHtml(unsubscribe.label)}</a></p>
</body></html>`
  return { to, subject: content.subject, text, html, headers: listUnsubscribeHeaders(siteUrl, link) }
}

/** The double opt-in mail: the link that subscribes, in the language of the sign-up. */
export async function confirmationMail(siteUrl: string, mail: ConfirmationMail, unsubscribeToken: string) {
  const t = await createMessageTranslator(mail.locale, 'newsletterLinks')
  return newsletterMail(
    siteUrl,
    mail.email,
    { id: mail.subscriberId, token: unsubscribeToken, locale: mail.locale },
    {
      subject: t('mailSubject'),
      paragraphs: [t('mailBody', { name: mail.name })],
      button: { label: t('mailButton'), url: confirmUrl(siteUrl, mail.locale, mail.token) },
      footer: t('mailIgnore'),
    },
  )
}
