import { describe, expect, it } from 'vitest'
import { sectionLinkListed, toFooterEntries, toMenuEntries, toMenuLink } from './menu-model'

describe('the header menu maps the CMS links and their nesting (L8)', () => {
  it('maps internal, external and empty links', () => {
    expect(toMenuLink({ type: 'internal', path: '/events' })).toEqual({ kind: 'internal', path: '/events', target: '_self' })
    expect(toMenuLink({ type: 'external', url: 'https://example.com', target: '_blank' })).toEqual({
      kind: 'external',
      url: 'https://example.com',
      target: '_blank',
    })
    expect(toMenuLink({ type: 'internal', path: 'events' })).toEqual({ kind: 'none' })
    expect(toMenuLink(null)).toEqual({ kind: 'none' })
  })

  it('keeps nested children and drops untitled entries', () => {
    const entries = toMenuEntries([
      { id: 'a', title: 'Events', menu_item: { type: 'internal', path: '/events' }, children: [{ id: 'b', title: 'Enter', menu_item: { type: 'internal', path: '/events/enter' } }] },
      { id: 'c', title: '' },
    ])
    expect(entries).toHaveLength(1)
    expect(entries[0]?.children[0]).toMatchObject({ id: 'b', title: 'Enter', children: [] })
  })

  it('lists a section’s own link in the mobile menu only when no child already goes there', () => {
    const [events, shop, about] = toMenuEntries([
      {
        title: 'Events',
        menu_item: { type: 'internal', path: '/events' },
        children: [
          { title: 'All events', menu_item: { type: 'internal', path: '/events' } },
          { title: 'Enter', menu_item: { type: 'internal', path: '/events/enter' } },
        ],
      },
      { title: 'Shop', menu_item: { type: 'internal', path: '/shop' }, children: [{ title: 'Plans', menu_item: { type: 'internal', path: '/training-plans' } }] },
      { title: 'About', children: [{ title: 'Team', menu_item: { type: 'internal', path: '/pages/team' } }] },
    ])
    expect([events, shop, about].map((e) => sectionLinkListed(e!))).toEqual([false, true, false])
  })
})

describe('the footer menu shows the custom text, else the title (L12)', () => {
  it('shows the custom text when set, else the title', () => {
    const [withText, withoutText] = toFooterEntries([
      { id: 'x', title: 'Strava', footer_link: { type: 'external', url: 'https://strava.com', customText: 'Join us on Strava' } },
      { id: 'y', title: 'FAQ', footer_link: { type: 'internal', path: '/pages/faq' } },
    ])
    expect(withText?.text).toBe('Join us on Strava')
    expect(withoutText?.text).toBe('FAQ')
  })
})

describe('a link to a page of the CMS', () => {
  it('goes where the page is served today, whatever its slug was when the link was made', () => {
    expect(toMenuLink({ type: 'page', page: { slug: 'faq', kind: 'page' } })).toEqual({ kind: 'internal', path: '/pages/faq', target: '_self' })
    expect(toMenuLink({ type: 'page', page: { slug: 'help-and-faq', kind: 'page' }, target: '_blank' })).toEqual({ kind: 'internal', path: '/pages/help-and-faq', target: '_blank' })
    expect(toMenuLink({ type: 'page', page: { slug: 'about', kind: 'page' } })).toMatchObject({ path: '/about' })
    expect(toMenuLink({ type: 'page', page: { slug: 'run-club-landing', kind: 'run-club' } })).toMatchObject({ path: '/run-club/landing' })
  })

  it('leaves no link for a deleted page, an unpopulated id or a page with no page of its own', () => {
    expect(toMenuLink({ type: 'page', page: null })).toEqual({ kind: 'none' })
    expect(toMenuLink({ type: 'page', page: 7 })).toEqual({ kind: 'none' })
    expect(toMenuLink({ type: 'page', page: { slug: 'order', kind: 'order' } })).toEqual({ kind: 'none' })
  })
})
