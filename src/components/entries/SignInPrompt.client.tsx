'use client'

import { useTranslations } from 'next-intl'
import { accountUrl } from '../../content/account-link'
import type { Locale } from '../../i18n/locales'

/**
 * Spec §1, E1: entering needs an account. The person signs in or signs up on the account site and
 * comes back to this very step (`return`: a same-site path).
 */
export function SignInPrompt({ locale, accountBase, returnPath }: { locale: Locale; accountBase: string; returnPath: string }) {
  const t = useTranslations('entries')
  return (
    <div className="entry-notice" role="alert">
      {/* The API keeps the spec's words ('A user is required…'); a person reads an invitation. */}
      <p className="entry-notice__title">{t('signInTitle')}</p>
      <p>{t('signInToEnter')}</p>
      <p className="entry-notice__actions">
        <a className="btn btn--red" href={accountUrl(accountBase, locale, returnPath)}>
          {t('signIn')}
        </a>
        <a className="btn btn--secondary" href={accountUrl(`${accountBase.replace(/\/$/, '')}/sign-up`, locale, returnPath)}>
          {t('createAccount')}
        </a>
      </p>
    </div>
  )
}
