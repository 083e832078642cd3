import { isMembersOnly, isRunClubPage } from '../members/run-club'

export type PageRef = { slug: string; kind?: string | null }

/**
 * Where a CMS page is served (spec §3: a page element's uri), or null when it has no page of its
 * own: order pages are per buyer; a run-club page that the run-club routes do not serve.
 */
export function pageUri(page: PageRef): string | null {
  if (page.kind === 'run-club') {
    const name = page.slug.replace(/^run-club-/, '')
    return isRunClubPage(name) ? `/run-club/${name}` : null
  }
  if (page.kind && page.kind !== 'page') return null
  if (page.slug === 'home') return '/'
  if (page.slug === 'about') return '/about'
  return `/pages/${page.slug}`
}

/** Where a page is served to every visitor (the sitemap's list): not the members' run-club pages. */
export function publicPageUri(page: PageRef): string | null {
  const name = page.slug.replace(/^run-club-/, '')
  if (page.kind === 'run-club' && isRunClubPage(name) && isMembersOnly(name)) return null
  return pageUri(page)
}
