'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MenuEntry } from '../../content/menu-model'
import { usePathname } from '../../i18n/navigation'
import { MenuLinkView } from '../ui/MenuLinkView'
import { useDismiss } from '../ui/useDismiss'

/** Desktop header menu: entries with children open a dropdown on hover, focus or tap. */
export function DesktopMenu({ entries }: { entries: MenuEntry[] }) {
  const t = useTranslations('nav')
  // A dropdown opened by hovering closes when the pointer leaves; one opened by a click (or a click
  // on a hover-opened one, which is how a mouse reaches the toggle) stays until clicked again.
  const [menu, setMenu] = useState<{ openId: string | null; pinned: boolean }>({ openId: null, pinned: false })
  const { openId } = menu
  const pathname = usePathname()
  const ref = useRef<HTMLElement>(null)

  const close = useCallback(() => setMenu({ openId: null, pinned: false }), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the open menu
  useEffect(close, [pathname, close])
  useDismiss(ref, openId !== null, close)

  return (
    <nav className="desktop-menu" aria-label={t('mainNavigation')} ref={ref}>
      <ul className="desktop-menu__list">
        {entries.map((entry) => {
          const open = openId === entry.id
          return (
            <li
              key={entry.id}
              className="desktop-menu__item"
              onMouseEnter={() => entry.children.length && !menu.pinned && setMenu({ openId: entry.id, pinned: false })}
              onMouseLeave={() => open && !menu.pinned && close()}
            >
              <MenuLinkView link={entry.link} className="desktop-menu__link" newTabLabel={t('opensInNewTab')}>
                {entry.title}
              </MenuLinkView>
              {entry.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="desktop-menu__toggle"
                    aria-expanded={open}
                    aria-controls={`desktop-dropdown-${entry.id}`}
                    onClick={() => (open && menu.pinned ? close() : setMenu({ openId: entry.id, pinned: true }))}
                  >
                    <span className="visually-hidden">{t('expandSection', { title: entry.title })}</span>
                    <span className="chevron" aria-hidden="true" />
                  </button>
                  <ul id={`desktop-dropdown-${entry.id}`} className="desktop-menu__dropdown" hidden={!open}>
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <MenuLinkView link={child.link} className="desktop-menu__dropdown-link" newTabLabel={t('opensInNewTab')}>
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
    </nav>
  )
}
