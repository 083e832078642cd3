import { getTranslations } from 'next-intl/server'
import { accountUrl } from '../../content/account-link'
import { getHeaderMenu } from '../../server/content/queries'
import type { Locale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { CartIcon } from '../session/CartIcon.client'
import { AppLink } from '../ui/AppLink.client'
import { DesktopMenu } from './DesktopMenu.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { Logo } from './Logo'
import { MarketSwitcher } from './MarketSwitcher.client'
import { MobileMenu } from './MobileMenu.client'

export async function Header({ locale }: { locale: Locale }) {
  const [entries, t] = await Promise.all([getHeaderMenu(locale), getTranslations({ locale, namespace: 'nav' })])
  const marketSwitcher = <MarketSwitcher />
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__inner">
        <MobileMenu entries={entries}>{marketSwitcher}</MobileMenu>
        <AppLink href="/" className="site-header__logo" aria-label={t('home')}>
          <Logo />
        </AppLink>
        <DesktopMenu entries={entries} />
        <div className="site-header__actions">
          <div className="site-header__market">{marketSwitcher}</div>
          <LanguageSwitcher locale={locale} />
          {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the icon inside is decoration */}
          <a href={accountUrl(env.ACCOUNT_SITE_URL ?? '/account', locale)} className="icon-button" aria-label={t('account')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
            </svg>
          </a>
          <CartIcon />
        </div>
      </div>
    </header>
  )
}
