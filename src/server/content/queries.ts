import 'server-only'
import { cacheTags } from '../../cms/revalidate'
import type { Locale } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import { cachedQuery } from './cache'
import { type FooterEntry, type MenuEntry, toFooterEntries, toMenuEntries } from '../../content/menu-model'

/** Spec §9: the header menu is cached 600 s and the footer 7200 s, per locale; editors' saves expire both at once. */
export const HEADER_MENU_TTL = 600
export const FOOTER_MENU_TTL = 7200

/** A menu's page links need only where the page is served (a renamed slug expires the menus with the pages). */
const linkedPages = { pages: { slug: true, kind: true } } as const

export const getHeaderMenu = cachedQuery('header-menu', { revalidate: HEADER_MENU_TTL, tags: [cacheTags.headerMenu, cacheTags.pages] }, async (locale: Locale): Promise<MenuEntry[]> => {
  const payload = await getPayloadClient()
  const menu = await payload.findGlobal({ slug: 'header-menu', locale, depth: 1, populate: linkedPages })
  return toMenuEntries(menu.entries)
})

export type SiteFooter = {
  entries: FooterEntry[]
  description: string
  contactEmail: string
  socialLinks: { platform: string; url: string }[]
  fitnessTracking: { name: string; url: string | null }
}

export const getFooter = cachedQuery('footer', { revalidate: FOOTER_MENU_TTL, tags: [cacheTags.footerMenu, cacheTags.siteSettings, cacheTags.pages] }, async (locale: Locale): Promise<SiteFooter> => {
  const payload = await getPayloadClient()
  const [menu, settings] = await Promise.all([payload.findGlobal({ slug: 'footer-menu', locale, depth: 1, populate: linkedPages }), payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })])
  return {
    entries: toFooterEntries(menu.entries),
    description: settings.description ?? '',
    contactEmail: settings.contactEmail ?? '',
    socialLinks: (settings.socialLinks ?? []).map((s) => ({ platform: s.platform, url: s.url })),
    fitnessTracking: { name: settings.fitnessTracking?.name ?? 'Strava', url: settings.fitnessTracking?.url ?? null },
  }
})

export type PageSummary = { slug: string; title: string; intro: string | null; updatedAt: string }

export type PageKind = 'page' | 'run-club' | 'order'

const pagesCache = { revalidate: 3600, tags: [cacheTags.pages] }

const readPage = cachedQuery('page', pagesCache, async (slug: string, locale: Locale, kind: PageKind) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug }, kind: { equals: kind } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
})

/** A CMS page of one kind, so that /pages/{slug} never serves a members' or order page. */
export function getPage(slug: string, locale: Locale, kind: PageKind = 'page') {
  return readPage(slug, locale, kind)
}

export const listPages = cachedQuery('pages', pagesCache, async (locale: Locale): Promise<PageSummary[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { not_in: ['home'] }, kind: { equals: 'page' } },
    locale,
    depth: 0,
    sort: 'title',
    pagination: false,
    select: { slug: true, title: true, intro: true, updatedAt: true },
  })
  return docs.map((d) => ({ slug: d.slug, title: d.title, intro: d.intro ?? null, updatedAt: d.updatedAt }))
})
