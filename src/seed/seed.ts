import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload, RequestContext } from 'payload'
import { defaultLocale, type Locale, locales } from '../i18n/locales'
import { linkMenusToPages } from '../server/content/menu-page-links'
import { seedCatalogue } from './catalogue'
import { seedCommerce } from './commerce'
import { seedEntries } from './entries'
import { seedInvoicing } from './invoicing'
import { seedMarkets } from './markets'
import { seedRaces } from './races'
import { type SeedBlock, toLexical } from './lexical'
import { seedRunClub } from './run-club'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const context: RequestContext = { disableRevalidate: true }

export const demoAdmin = { email: 'admin@milepost.run', password: 'milepost-demo' } as const

type PageContent = { title: string; intro: string; description: string; body: SeedBlock[] }
type SeedContent = {
  site: { description: string }
  header: Record<string, string>
  footer: Record<string, string>
  pages: Record<string, PageContent>
  systemPages: Record<string, PageContent>
  runClub: Record<string, PageContent>
  media: Record<string, string>
  homeBlocks: Record<'heroButton' | 'eventsHeading' | 'productsHeading' | 'ctaHeading' | 'ctaText' | 'ctaButton', string>
}

function content(locale: Locale): SeedContent {
  return JSON.parse(fs.readFileSync(path.join(dirname, 'content', `${locale}.json`), 'utf8')) as SeedContent
}

const pageImages: Record<string, { file: string; altKey: string }> = {
  home: { file: 'hero-sunrise-run.jpg', altKey: 'hero' },
  about: { file: 'about-group-stretch.jpg', altKey: 'about' },
}

/** Demo content in all nine locales. Safe to run on every start: it only adds what is missing. */
export async function seed(payload: Payload): Promise<{ created: string[] }> {
  const created: string[] = []
  const text = Object.fromEntries(locales.map((l) => [l, content(l)])) as Record<Locale, SeedContent>
  const others = locales.filter((l) => l !== defaultLocale)

  const admins = await payload.count({ collection: 'users', where: { email: { equals: demoAdmin.email } } })
  if (admins.totalDocs === 0) {
    await payload.create({ collection: 'users', data: { ...demoAdmin, name: 'Demo admin', roles: ['admin'] }, context })
    created.push('admin user')
  }

  const mediaIds: Record<string, number> = {}
  for (const [slug, image] of Object.entries(pageImages)) {
    const existing = await payload.find({ collection: 'media', where: { filename: { like: image.file.replace(/\.jpg$/, '') } }, limit: 1 })
    if (existing.docs[0]) {
      mediaIds[slug] = existing.docs[0].id
      continue
    }
    const doc = await payload.create({
      collection: 'media',
      data: { alt: text.en.media[image.altKey]! },
      filePath: path.join(dirname, 'images', image.file),
      locale: defaultLocale,
      context,
    })
    for (const locale of others) {
      await payload.update({ collection: 'media', id: doc.id, data: { alt: text[locale].media[image.altKey]! }, locale, context })
    }
    mediaIds[slug] = doc.id
    created.push(`media ${image.file}`)
  }

  const pageSets: { kind: 'page' | 'run-club' | 'order'; slugPrefix: string; pick: (c: SeedContent) => Record<string, PageContent> }[] = [
    { kind: 'page', slugPrefix: '', pick: (c) => c.pages },
    { kind: 'order', slugPrefix: '', pick: (c) => c.systemPages },
    { kind: 'run-club', slugPrefix: 'run-club-', pick: (c) => c.runClub },
  ]
  for (const { kind, slugPrefix, pick } of pageSets) {
    for (const key of Object.keys(pick(text.en))) {
      const slug = `${slugPrefix}${key}`
      const existing = await payload.count({ collection: 'pages', where: { slug: { equals: slug } } })
      if (existing.totalDocs > 0) continue
      const localized = (locale: Locale) => {
        const page = pick(text[locale])[key]!
        return { title: page.title, intro: page.intro, content: toLexical(page.body), meta: { description: page.description } }
      }
      const doc = await payload.create({
        collection: 'pages',
        data: { slug, kind, heroImage: mediaIds[slug] ?? null, ...localized(defaultLocale) },
        locale: defaultLocale,
        context,
      })
      for (const locale of others) {
        await payload.update({ collection: 'pages', id: doc.id, data: localized(locale), locale, context })
      }
      created.push(`page ${slug}`)
    }
  }

  const header = await payload.findGlobal({ slug: 'header-menu', depth: 0 })
  if (!header.entries?.length) {
    await seedHeader(payload, text)
    created.push('header menu')
  }
  const footer = await payload.findGlobal({ slug: 'footer-menu', depth: 0 })
  if (!footer.entries?.length) {
    await seedFooter(payload, text)
    created.push('footer menu')
  }
  // Links to CMS pages reference them (a renamed slug moves the link along).
  await linkMenusToPages(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.contactEmail) {
    for (const locale of locales) {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        context,
        data: {
          description: text[locale].site.description,
          contactEmail: 'hello@milepost.run',
          socialLinks: [
            { platform: 'instagram', url: 'https://www.instagram.com/milepost.run' },
            { platform: 'facebook', url: 'https://www.facebook.com/milepost.run' },
            { platform: 'strava', url: 'https://www.strava.com/clubs/milepost' },
            { platform: 'youtube', url: 'https://www.youtube.com/@milepostrun' },
          ],
          fitnessTracking: { name: 'Strava', url: 'https://www.strava.com/clubs/milepost' },
        },
      })
    }
    created.push('site settings')
  }
  created.push(...(await seedCatalogue(payload)))
  created.push(...(await seedMarkets(payload)))
  created.push(...(await seedCommerce(payload)))
  created.push(...(await seedInvoicing(payload)))
  created.push(...(await seedEntries(payload)))
  created.push(...(await seedRaces(payload)))
  created.push(...(await seedRunClub(payload, mediaIds.about!)))
  if (await seedHomeLayout(payload, text, mediaIds)) created.push('home page sections')
  return { created }
}

const internal = (path: string) => ({ type: 'internal' as const, path, target: '_self' as const })

async function seedHeader(payload: Payload, text: Record<Locale, SeedContent>) {
  const structure = [
    {
      key: 'events',
      link: internal('/events'),
      children: [
        ['allEvents', '/events'],
        ['enterEvent', '/events/enter'],
      ],
    },
    {
      key: 'shop',
      link: internal('/shop'),
      children: [
        ['allProducts', '/shop'],
        ['medals', '/shop/medals'],
      ],
    },
    { key: 'trainingPlans', link: internal('/training-plans'), children: [] },
    { key: 'blog', link: internal('/blog'), children: [] },
    { key: 'podcasts', link: internal('/podcasts'), children: [] },
    { key: 'runClub', link: internal('/run-club/landing'), children: [] },
    { key: 'about', link: internal('/about'), children: [] },
  ] as const
  const saved = await payload.updateGlobal({
    slug: 'header-menu',
    locale: defaultLocale,
    context,
    data: {
      entries: structure.map((entry) => ({
        title: text.en.header[entry.key]!,
        menu_item: entry.link,
        children: entry.children.map(([key, path]) => ({ title: text.en.header[key]!, menu_item: internal(path) })),
      })),
    },
  })
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({
      slug: 'header-menu',
      locale,
      context,
      data: {
        entries: (saved.entries ?? []).map((entry, i) => ({
          ...entry,
          title: text[locale].header[structure[i]!.key]!,
          children: (entry.children ?? []).map((child, j) => ({ ...child, title: text[locale].header[structure[i]!.children[j]![0]]! })),
        })),
      },
    })
  }
}

async function seedFooter(payload: Payload, text: Record<Locale, SeedContent>) {
  const structure = [
    { key: 'about', link: internal('/about') },
    { key: 'contact', link: internal('/contact') },
    { key: 'faq', link: internal('/pages/faq') },
    { key: 'delivery', link: internal('/pages/delivery-returns') },
    { key: 'privacy', link: internal('/pages/privacy') },
    { key: 'terms', link: internal('/pages/terms') },
    { key: 'strava', link: { type: 'external' as const, url: 'https://www.strava.com/clubs/milepost', target: '_blank' as const }, textKey: 'stravaText' },
  ]
  const localized = (locale: Locale, i: number) => {
    const entry = structure[i]!
    return {
      title: text[locale].footer[entry.key]!,
      customText: entry.textKey ? text[locale].footer[entry.textKey]! : undefined,
    }
  }
  const saved = await payload.updateGlobal({
    slug: 'footer-menu',
    locale: defaultLocale,
    context,
    data: {
      entries: structure.map((entry, i) => {
        const { title, customText } = localized(defaultLocale, i)
        return { title, footer_link: { ...entry.link, customText } }
      }),
    },
  })
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({
      slug: 'footer-menu',
      locale,
      context,
      data: {
        entries: (saved.entries ?? []).map((entry, i) => {
          const { title, customText } = localized(locale, i)
          return { ...entry, title, footer_link: { ...entry.footer_link, customText } }
        }),
      },
    })
  }
}

/** The home page as editors get it: hero, upcoming events, story, kit and a call to action. */
async function seedHomeLayout(payload: Payload, text: Record<Locale, SeedContent>, mediaIds: Record<string, number>): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, depth: 0 })
  const home = docs[0]
  if (!home || home.layout?.length) return false
  const { docs: products } = await payload.find({
    collection: 'products',
    where: { slug: { in: ['finisher-tee', 'running-cap', 'water-bottle', 'spring-10k-medal'] } },
    depth: 0,
    pagination: false,
  })
  const localized = (locale: Locale) => {
    const page = text[locale].pages.home!
    const blocks = text[locale].homeBlocks
    return [
      { heading: page.title, text: page.intro, buttonLabel: blocks.heroButton },
      { heading: blocks.eventsHeading },
      { heading: null, content: toLexical(page.body) },
      { heading: blocks.productsHeading },
      { heading: blocks.ctaHeading, text: blocks.ctaText, buttonLabel: blocks.ctaButton },
    ]
  }
  const en = localized(defaultLocale)
  const internal = (path: string) => ({ type: 'internal' as const, path })
  const saved = await payload.update({
    collection: 'pages',
    id: home.id,
    locale: defaultLocale,
    context,
    data: {
      content: null,
      heroImage: null,
      layout: [
        { blockType: 'hero', ...en[0], image: mediaIds.home!, link: internal('/events') },
        { blockType: 'featuredEvents', ...en[1], events: [] },
        { blockType: 'textImage', ...en[2], image: mediaIds.about!, imagePosition: 'right' },
        { blockType: 'featuredProducts', ...en[3], products: products.map((p) => p.id) },
        { blockType: 'callToAction', ...en[4], link: internal('/events/midsummer-relay'), style: 'black' },
      ] as never,
    },
  })
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const texts = localized(locale)
    await payload.update({
      collection: 'pages',
      id: home.id,
      locale,
      context,
      data: { content: null, layout: (saved.layout ?? []).map((block, i) => ({ ...block, ...texts[i] })) as never },
    })
  }
  return true
}
