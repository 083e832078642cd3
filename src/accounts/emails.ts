import { defaultLocale, type Locale, localizedPath, normaliseLocale } from '../i18n/locales'
import { createMessageTranslator } from '../i18n/translator'
import { escapeHtml } from '../lib/html'

/** What an account email needs to know beyond Payload's own arguments (passed as request context). */
export type AccountEmailContext = { locale?: string; returnTo?: string }

/** A text the request context carries for the email, or undefined. */
const contextText = (context: unknown, key: keyof AccountEmailContext): string | undefined => {
  const value = typeof context === 'object' && context !== null ? Reflect.get(context, key) : undefined
  return typeof value === 'string' ? value : undefined
}

const localeOf = (context: unknown): Locale => normaliseLocale(contextText(context, 'locale')) ?? defaultLocale

const translator = (locale: Locale) => createMessageTranslator(locale, 'accountEmail')

/** An account-site page in the person's language: /account/<page>?lang=…(&token=…)(&return=…). */
function accountPage(siteUrl: string, page: string, context: unknown, token?: string): string {
  const params = new URLSearchParams(token === undefined ? {} : { token })
  const locale = localeOf(context)
  if (locale !== defaultLocale) params.set('lang', locale)
  const returnTo = contextText(context, 'returnTo')
  if (returnTo) params.set('return', returnTo)
  return `${siteUrl}/account${page ? `/${page}` : ''}${params.size ? `?${params}` : ''}`
}

/** An account link in the person's language: /account/<page>?lang=…&token=…(&return=…). */
export function accountLink(siteUrl: string, page: 'verify' | 'reset-password' | 'confirm-email', token: string, context: unknown): string {
  return accountPage(siteUrl, page, context, token)
}

type Link = { href: string; label: string }

const button = (link: Link) =>
  `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#111;color:#fff;font-weight:700;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#555">${escapeHtml(link.href)}</p>`

const html = (locale: Locale, paragraphs: string[], links: Link | Link[], footer: string | null) =>
  `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${[links].flat().map(button).join('\n')}
${footer ? `<p style="color:#555">${escapeHtml(footer)}</p>` : ''}
</body></html>`

/** The email-confirmation mail, in the language the person signed up in. */
export async function verifyEmail(context: unknown, link: string, name: string) {
  const locale = localeOf(context)
  const t = await translator(locale)
  return {
    subject: t('verifySubject'),
    html: html(locale, [t('verifyBody', { name })], { href: link, label: t('verifyButton') }, t('ignore')),
  }
}

/** The password-reset mail, in the language the reset was asked in. */
export async function resetPasswordEmail(context: unknown, link: string) {
  const locale = localeOf(context)
  const t = await translator(locale)
  return {
    subject: t('resetSubject'),
    html: html(locale, [t('resetBody')], { href: link, label: t('resetButton') }, t('ignore')),
  }
}

/**
 * The link that makes a new email the account's, mailed to that new address in the language the
 * change was asked in: the email changes only once someone who reads that inbox opens it.
 */
export async function confirmNewEmailEmail(link: string, locale: Locale, change: { name: string; newEmail: string }) {
  const t = await translator(locale)
  return {
    subject: t('confirmEmailSubject'),
    html: html(locale, [t('confirmEmailBody', { name: change.name, email: change.newEmail })], { href: link, label: t('confirmEmailButton') }, t('confirmEmailNotYou')),
  }
}

/**
 * The notice to the previous address after an account's email changed, in the language it was
 * changed in: whoever reads the old inbox learns of it, and where to turn if it was not them.
 */
export async function emailChangedEmail(siteUrl: string, locale: Locale, change: { name: string; newEmail: string }) {
  const t = await translator(locale)
  return {
    subject: t('emailChangedSubject'),
    html: html(
      locale,
      [t('emailChangedBody', { name: change.name, email: change.newEmail }), t('emailChangedNotYou')],
      { href: `${siteUrl}${localizedPath(locale, '/contact')}`, label: t('contactUs') },
      null,
    ),
  }
}

/**
 * To the owner of an email someone just tried to sign up with (the sign-up answers as for a new
 * address, so nobody learns the email has an account): sign in, or choose a new password, with the
 * sign-up's language and return path.
 */
export async function signUpAttemptEmail(siteUrl: string, context: AccountEmailContext) {
  const locale = localeOf(context)
  const t = await translator(locale)
  return {
    subject: t('signUpAttemptSubject'),
    html: html(
      locale,
      [t('signUpAttemptBody'), t('signUpAttemptWhatNext')],
      [
        { href: accountPage(siteUrl, '', context), label: t('signInButton') },
        { href: accountPage(siteUrl, 'forgot-password', context), label: t('forgotButton') },
      ],
      t('signUpAttemptNotYou'),
    ),
  }
}
