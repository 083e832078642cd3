import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { toFooterEntries, toMenuEntries } from '@/content/menu-model'
import { linkMenusToPages } from '@/server/content/menu-page-links'

let payload: Payload
const context = { disableRevalidate: true }
const populate = { pages: { slug: true, kind: true } } as const

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'pages', data: { title: 'Help', slug: 'help', kind: 'page', _status: 'published' } as never, context })
  const header = await payload.updateGlobal({
    slug: 'header-menu',
    context,
    data: {
      entries: [
        { title: 'Events', menu_item: { type: 'internal', path: '/events' }, children: [{ title: 'Help', menu_item: { type: 'internal', path: '/pages/help' } }] },
        { title: 'Strava', menu_item: { type: 'external', url: 'https://www.strava.com/clubs/milepost', target: '_blank' } },
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'header-menu',
    locale: 'de',
    context,
    data: { entries: (header.entries ?? []).map((e) => ({ ...e, title: `${e.title} (de)`, children: (e.children ?? []).map((c) => ({ ...c, title: `${c.title} (de)` })) })) },
  })
  await payload.updateGlobal({ slug: 'footer-menu', context, data: { entries: [{ title: 'Help', footer_link: { type: 'internal', path: '/pages/help' } }] } })
})

describe('menu links to CMS pages (spec §3: a page element with slug and uri)', () => {
  it('become references to the page; other paths and URLs stay; every language keeps its titles', async () => {
    expect(await linkMenusToPages(payload)).toBe(2)
    const header = await payload.findGlobal({ slug: 'header-menu', depth: 0 })
    expect(header.entries![0]!.menu_item).toMatchObject({ type: 'internal', path: '/events' })
    expect(header.entries![0]!.children![0]!.menu_item).toMatchObject({ type: 'page', page: expect.any(Number) })
    expect(header.entries![1]!.menu_item).toMatchObject({ type: 'external', url: 'https://www.strava.com/clubs/milepost' })
    const german = await payload.findGlobal({ slug: 'header-menu', depth: 0, locale: 'de' })
    expect(german.entries![0]!.children![0]!.title).toBe('Help (de)')
    // Run again, nothing left to change.
    expect(await linkMenusToPages(payload)).toBe(0)
  })

  it('follow the page when its slug is renamed', async () => {
    const [help] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'help' } }, depth: 0 })).docs
    await payload.update({ collection: 'pages', id: help!.id, data: { slug: 'help-and-faq' }, context })
    const header = toMenuEntries((await payload.findGlobal({ slug: 'header-menu', depth: 1, populate })).entries)
    expect(header[0]!.children[0]!.link).toEqual({ kind: 'internal', path: '/pages/help-and-faq', target: '_self' })
    const footer = toFooterEntries((await payload.findGlobal({ slug: 'footer-menu', depth: 1, populate })).entries)
    expect(footer[0]!.link).toMatchObject({ path: '/pages/help-and-faq' })
  })
})
