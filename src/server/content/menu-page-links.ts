import { count } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { pageUri } from '../../content/page-uri'
import { drizzleOf } from '../../db/drizzle-tables'

type Link = { type?: string | null; path?: string | null; page?: unknown } | null | undefined
type Entry = { menu_item?: Link; footer_link?: Link; children?: Entry[] | null }

/**
 * Menu links typed as a path that is a CMS page's become references to that page, so renaming its
 * slug moves the link along (spec §3). Other paths (listings, flows) and external URLs stay. Row ids
 * are kept, so every language's titles stay with their rows. Answers how many links changed.
 *
 * A database without menu rows (every new one) is left alone before the Local API is used: the Local
 * API reads today's schema, which later migrations may have moved on from.
 */
export async function linkMenusToPages(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const { drizzle, tables } = drizzleOf(payload)
  const rows = async (table: 'header_menu_entries' | 'footer_menu_entries') => Number((await drizzle.select({ n: count() }).from(tables[table]))[0]?.n ?? 0)
  if ((await rows('header_menu_entries')) + (await rows('footer_menu_entries')) === 0) return 0
  const { docs: pages } = await payload.find({ collection: 'pages', depth: 0, pagination: false, overrideAccess: true, req, select: { slug: true, kind: true } })
  const pageAt = new Map(pages.flatMap((page) => (pageUri(page) ? [[pageUri(page)!, page.id] as const] : [])))
  let changed = 0
  const convert = <L extends Link>(link: L): L => {
    const id = link?.type === 'internal' && link.path ? pageAt.get(link.path) : undefined
    if (!id) return link
    changed++
    return { ...link, type: 'page', page: id, path: null } as L
  }
  const context = { disableRevalidate: true }

  const header = await payload.findGlobal({ slug: 'header-menu', depth: 0, overrideAccess: true, req })
  const headerEntries = (header.entries ?? []).map((e: Entry) => ({ ...e, menu_item: convert(e.menu_item), children: (e.children ?? []).map((c) => ({ ...c, menu_item: convert(c.menu_item) })) }))
  const footer = await payload.findGlobal({ slug: 'footer-menu', depth: 0, overrideAccess: true, req })
  const before = changed
  const footerEntries = (footer.entries ?? []).map((e: Entry) => ({ ...e, footer_link: convert(e.footer_link) }))

  if (before > 0) await payload.updateGlobal({ slug: 'header-menu', data: { entries: headerEntries as never }, depth: 0, overrideAccess: true, req, context })
  if (changed > before) await payload.updateGlobal({ slug: 'footer-menu', data: { entries: footerEntries as never }, depth: 0, overrideAccess: true, req, context })
  return changed
}
