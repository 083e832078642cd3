import type { ReactNode } from 'react'
import type { MenuLink } from '../../content/menu-model'
import { AppLink } from './AppLink.client'

type Props = { link: MenuLink; className?: string; children: ReactNode; newTabLabel: string; onNavigate?: () => void }

/** Renders a CMS link: an internal path in the current locale, an external URL, or plain text. */
export function MenuLinkView({ link, className, children, newTabLabel, onNavigate }: Props) {
  if (link.kind === 'none') return <span className={className}>{children}</span>
  const newTab = link.target === '_blank'
  const label = newTab ? <span className="visually-hidden"> ({newTabLabel})</span> : null
  if (link.kind === 'internal') {
    return (
      <AppLink href={link.path} className={className} target={newTab ? '_blank' : undefined} onClick={onNavigate}>
        {children}
        {label}
      </AppLink>
    )
  }
  return (
    <a href={link.url} className={className} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
      {label}
    </a>
  )
}
