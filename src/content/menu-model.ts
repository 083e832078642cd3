import { type PageRef, pageUri } from './page-uri'

export type LinkTarget = '_self' | '_blank'

export type MenuLink = { kind: 'internal'; path: string; target: LinkTarget } | { kind: 'external'; url: string; target: LinkTarget } | { kind: 'none' }

export type MenuEntry = { id: string; title: string; link: MenuLink; children: MenuEntry[] }
export type FooterEntry = { id: string; title: string; text: string; link: MenuLink }

type RawLink = { type?: string | null; path?: string | null; url?: string | null; target?: string | null; page?: number | PageRef | null } | null | undefined
type RawEntry = { id?: string | null; title?: string | null; menu_item?: RawLink; children?: RawEntry[] | null }
type RawFooterEntry = {
  id?: string | null
  title?: string | null
  footer_link?: (RawLink & { customText?: string | null }) | null
}

export function toMenuLink(raw: RawLink): MenuLink {
  const target: LinkTarget = raw?.target === '_blank' ? '_blank' : '_self'
  if (raw?.type === 'page') {
    // A page that was deleted or is not served to visitors leaves no link behind.
    const path = raw.page && typeof raw.page === 'object' ? pageUri(raw.page) : null
    return path ? { kind: 'internal', path, target } : { kind: 'none' }
  }
  if (raw?.type === 'internal' && raw.path?.startsWith('/')) return { kind: 'internal', path: raw.path, target }
  if (raw?.type === 'external' && raw.url) return { kind: 'external', url: raw.url, target }
  return { kind: 'none' }
}

/** Header menu entries as the layout renders them; entries without a title are dropped. */
export function toMenuEntries(raw: RawEntry[] | null | undefined): MenuEntry[] {
  return (raw ?? [])
    .filter((e): e is RawEntry & { title: string } => !!e.title)
    .map((e, index) => ({
      id: e.id ?? `entry-${index}`,
      title: e.title,
      link: toMenuLink(e.menu_item),
      children: toMenuEntries(e.children),
    }))
}

const sameDestination = (a: MenuLink, b: MenuLink) => (a.kind === 'internal' && b.kind === 'internal' && a.path === b.path) || (a.kind === 'external' && b.kind === 'external' && a.url === b.url)

/** Whether a section's own link is worth listing beside its children: it leads somewhere none of them does. */
export const sectionLinkListed = (entry: MenuEntry) => entry.link.kind !== 'none' && !entry.children.some((child) => sameDestination(child.link, entry.link))

export function toFooterEntries(raw: RawFooterEntry[] | null | undefined): FooterEntry[] {
  return (raw ?? [])
    .filter((e): e is RawFooterEntry & { title: string } => !!e.title)
    .map((e, index) => ({
      id: e.id ?? `footer-${index}`,
      title: e.title,
      text: e.footer_link?.customText || e.title,
      link: toMenuLink(e.footer_link),
    }))
}
