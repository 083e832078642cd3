'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { type MenuEntry, sectionLinkListed } from '../../content/menu-model'
import { usePathname } from '../../i18n/navigation'
import { MenuLinkView } from '../ui/MenuLinkView'
import { CLOSING_ANIMATION_MS, debounce, initialMobileMenu, mobileMenuReducer, RESIZE_DEBOUNCE_MS } from './mobile-menu-state'

/** `children` close the panel: on a phone the header has no room for the country selector. */
export function MobileMenu({ entries, children }: { entries: MenuEntry[]; children?: ReactNode }) {
  const t = useTranslations('nav')
  const [state, dispatch] = useReducer(mobileMenuReducer, initialMobileMenu)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname
      dispatch({ type: 'close' })
    }
  }, [pathname])

  useEffect(() => {
    const onResize = debounce(() => dispatch({ type: 'close' }), RESIZE_DEBOUNCE_MS)
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [])

  // Escape closes the open menu and gives the focus back to its button; listening before the open
  // panel is painted, so an Escape pressed as soon as it shows is not lost.
  const toggle = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (state.phase !== 'open') return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      dispatch({ type: 'close' })
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'closing') return
    const timer = setTimeout(() => dispatch({ type: 'closed' }), CLOSING_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [state.phase])

  const visible = state.phase !== 'closed'
  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={state.phase === 'open'}
        aria-controls="mobile-menu-panel"
        onClick={() => dispatch({ type: state.phase === 'open' ? 'close' : 'open' })}
      >
        <span className="visually-hidden">{state.phase === 'open' ? t('closeMenu') : t('openMenu')}</span>
        <span className="hamburger" aria-hidden="true" data-open={state.phase === 'open'} />
      </button>
      <nav id="mobile-menu-panel" className="mobile-menu__panel" data-phase={state.phase} hidden={!visible} aria-label={t('mainNavigation')}>
        <ul className="mobile-menu__list">
          {entries.map((entry) => {
            const expanded = state.openSections.includes(entry.id)
            return (
              <li key={entry.id} className="mobile-menu__item">
                {entry.children.length === 0 ? (
                  <MenuLinkView link={entry.link} className="mobile-menu__link" newTabLabel={t('opensInNewTab')}>
                    {entry.title}
                  </MenuLinkView>
                ) : (
                  <>
                    <button
                      type="button"
                      className="mobile-menu__section"
                      aria-expanded={expanded}
                      aria-controls={`mobile-section-${entry.id}`}
                      onClick={() => dispatch({ type: 'toggle-section', id: entry.id })}
                    >
                      {entry.title}
                      <span className="chevron" aria-hidden="true" />
                    </button>
                    <ul id={`mobile-section-${entry.id}`} className="mobile-menu__children" hidden={!expanded}>
                      {sectionLinkListed(entry) && (
                        <li>
                          <MenuLinkView link={entry.link} className="mobile-menu__link" newTabLabel={t('opensInNewTab')}>
                            {entry.title}
                          </MenuLinkView>
                        </li>
                      )}
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <MenuLinkView link={child.link} className="mobile-menu__link" newTabLabel={t('opensInNewTab')}>
                            {child.title}
                          </MenuLinkView>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            )
          })}
        </ul>
        {children && <div className="mobile-menu__extras">{children}</div>}
      </nav>
    </div>
  )
}
