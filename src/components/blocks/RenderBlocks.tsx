import { RichText } from '@payloadcms/richtext-lexical/react'
import { SiteImage } from '@/components/ui/SiteImage'
import { getTranslations } from 'next-intl/server'
import { EventCard } from '@/components/catalogue/EventCard'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { MenuLinkView } from '@/components/ui/MenuLinkView'
import { type EventSummary, imageView, listEvents, listProducts } from '@/server/content/catalogue'
import { eventsByState } from '@/content/event-state'
import { toMenuLink } from '@/content/menu-model'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

type Block = NonNullable<Page['layout']>[number]
type BlockOf<T extends Block['blockType']> = Extract<Block, { blockType: T }>

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

function EventTiles({ heading, events, locale }: { heading: string | null | undefined; events: EventSummary[]; locale: Locale }) {
  return (
    <section className="block">
      <h2 className="block__heading">{heading}</h2>
      <div className="tile-grid">
        {events.map((event) => (
          <EventCard key={event.id} event={event} locale={locale} />
        ))}
      </div>
    </section>
  )
}

/** Editors' chosen events under their heading; else the events under way, then the next three to start. */
async function FeaturedEvents({ block, locale }: { block: BlockOf<'featuredEvents'>; locale: Locale }) {
  const [all, t] = await Promise.all([listEvents(locale), getTranslations({ locale, namespace: 'events' })])
  const chosen = (block.events ?? []).map(idOf)
  if (chosen.length) return <EventTiles heading={block.heading} events={all.filter((e) => chosen.includes(e.id))} locale={locale} />
  const { open, upcoming } = eventsByState(all, new Date())
  return (
    <>
      {open.length > 0 && <EventTiles heading={t('openHeading')} events={open} locale={locale} />}
      <EventTiles heading={block.heading} events={upcoming.slice(0, 3)} locale={locale} />
    </>
  )
}

async function FeaturedProducts({ block, locale }: { block: BlockOf<'featuredProducts'>; locale: Locale }) {
  const chosen = (block.products ?? []).map(idOf)
  const products = (await listProducts(locale, '')).filter((p) => chosen.includes(p.id))
  return (
    <section className="block">
      <h2 className="block__heading">{block.heading}</h2>
      <div className="tile-grid tile-grid--products">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} locale={locale} />
        ))}
      </div>
    </section>
  )
}

/** The sections an editor arranged on a page, in their order. The first image gets priority. */
export function RenderBlocks({ blocks, locale, newTabLabel }: { blocks: Block[]; locale: Locale; newTabLabel: string }) {
  return blocks.map((block, index) => {
    switch (block.blockType) {
      case 'hero': {
        const image = imageView(block.image, 'wide')
        return (
          <section key={block.id ?? index} className="hero">
            {image && <SiteImage className="hero__image" src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="100vw" priority={index === 0} />}
            <div className="hero__content">
              {index === 0 ? <h1 className="hero__heading">{block.heading}</h1> : <h2 className="hero__heading">{block.heading}</h2>}
              {block.text && <p className="hero__text">{block.text}</p>}
              {block.buttonLabel && (
                <MenuLinkView link={toMenuLink(block.link)} className="btn btn--red" newTabLabel={newTabLabel}>
                  {block.buttonLabel}
                </MenuLinkView>
              )}
            </div>
          </section>
        )
      }
      case 'featuredEvents':
        return <FeaturedEvents key={block.id ?? index} block={block} locale={locale} />
      case 'featuredProducts':
        return <FeaturedProducts key={block.id ?? index} block={block} locale={locale} />
      case 'textImage': {
        const image = imageView(block.image, 'wide')
        return (
          <section key={block.id ?? index} className="block text-image" data-image={block.imagePosition ?? 'right'}>
            <div className="text-image__text">
              {block.heading && <h2 className="block__heading">{block.heading}</h2>}
              <RichText className="prose" data={block.content} />
            </div>
            {image && <SiteImage className="text-image__image" src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 900px) 50vw, 100vw" />}
          </section>
        )
      }
      case 'callToAction':
        return (
          <section key={block.id ?? index} className="block cta">
            <h2 className="block__heading">{block.heading}</h2>
            {block.text && <p>{block.text}</p>}
            <MenuLinkView link={toMenuLink(block.link)} className={`btn btn--${block.style ?? 'red'}`} newTabLabel={newTabLabel}>
              {block.buttonLabel}
            </MenuLinkView>
          </section>
        )
      default:
        return null
    }
  })
}
