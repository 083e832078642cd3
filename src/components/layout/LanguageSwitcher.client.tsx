'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'
import { localeCookies } from '../../i18n/cookies'
import { languageTags, type Locale, localeNames, locales, localizedPath } from '../../i18n/locales'
import { usePathname } from '../../i18n/navigation'
import { useSession } from '../session/SessionProvider.client'
import { useDismiss } from '../ui/useDismiss'
import { cancelNavigationProgress } from './navigation-progress'

/**
 * Spec §4: choosing a language saves nf_country and nf_lang, goes to the same page in that
 * language, and clears and reloads the cart (a signed-in customer's too), once the shopper agreed.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const t = useTranslations('nav')
  const pathname = usePathname()
  const { cart, clearCart } = useSession()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)

  async function choose(event: React.MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.preventDefault()
    if (target === locale) return setOpen(false)
    // The basket is emptied: a shopper with something in it says so first.
    if (cart && cart.totalQty > 0 && !window.confirm(t('languageEmptiesBasket'))) {
      cancelNavigationProgress()
      return setOpen(false)
    }
    const href = `${event.currentTarget.getAttribute('href')}${window.location.search}`
    for (const cookie of localeCookies(target, window.location.protocol === 'https:')) document.cookie = cookie
    await clearCart()
    window.location.assign(href)
  }

  return (
    <div className="language-switcher" ref={ref}>
      <button type="button" className="language-switcher__button" aria-expanded={open} aria-controls="language-list" onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t('language')}: </span>
        <span aria-hidden="true" className="language-switcher__code">
          {locale.toUpperCase()}
        </span>
        <span className="visually-hidden">{localeNames[locale]}</span>
      </button>
      <ul id="language-list" className="language-switcher__list" hidden={!open} aria-label={t('chooseLanguage')}>
        {locales.map((code) => (
          <li key={code}>
            <a href={localizedPath(code, pathname)} hrefLang={languageTags[code]} lang={languageTags[code]} aria-current={code === locale ? 'true' : undefined} onClick={(e) => void choose(e, code)}>
              {localeNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
