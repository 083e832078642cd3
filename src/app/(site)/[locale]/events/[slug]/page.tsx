import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { SiteImage } from '@/components/ui/SiteImage'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { EventStateBadge, eventDates } from '@/components/catalogue/EventCard'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { JsonLd } from '@/components/content/JsonLd'
import { priceTags } from '@/components/market/market-choice'
import { Price } from '@/components/market/Price.client'
import { SoldHere } from '@/components/market/SoldHere.client'
import { AppLink } from '@/components/ui/AppLink.client'
import { getEvent } from '@/server/content/catalogue'
import { eventState } from '@/content/event-state'
import { eventJsonLd } from '@/content/json-ld'
import { pageMetadata } from '@/server/content/metadata'
import { absoluteUrl } from '@/content/urls'
import { intlTag } from '@/i18n/format'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const event = await getEvent(slug, locale)
  if (!event) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/events/${slug}`, title: event?.title, description: event?.shortDescription })
}

function durationParts(minutes: number) {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

export default async function EventPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const [event, t, races] = await Promise.all([getEvent(slug, locale), getTranslations('events'), getTranslations('races')])
  if (!event) return <NotFoundView locale={locale} />
  const state = eventState(event, new Date())
  const fromPrices = state !== 'finished' && event.availableForPurchase ? event.fromPrices : null

  const url = absoluteUrl(localizedPath(locale, `/events/${event.slug}`))
  return (
    <article className="page event">
      <JsonLd data={eventJsonLd(event, url, event.image ? absoluteUrl(event.image.src) : null)} />
      <div className="event__top">
        {event.image && (
          <SiteImage className="event__image" src={event.image.src} alt={event.image.alt} width={event.image.width} height={event.image.height} sizes="(min-width: 900px) 480px, 100vw" priority />
        )}
        <div className="event__summary">
          <h1 className="page__title">{event.title}</h1>
          <p className="event__state">
            <EventStateBadge state={state} label={t(`state.${state}`)} />
          </p>
          <p className="event__dates">{eventDates(t, event, locale)}</p>
          <p className="page__intro">{event.shortDescription}</p>
          <ul className="facts">
            <li>{event.eventType === 'timeboxed' ? t('timeboxed') : t('open')}</li>
            <li>{event.includesMedal ? t('medal') : t('noMedal')}</li>
            {event.team && <li>{t('teamsWelcome')}</li>}
          </ul>
          {state !== 'finished' && <p className="event__price">{fromPrices ? <Price prices={priceTags(fromPrices, locale)} from /> : <span className="badge badge--sold-out">{t('soldOut')}</span>}</p>}
          {fromPrices && (
            <SoldHere prices={fromPrices}>
              <AppLink href={{ pathname: '/events/enter', query: { event: event.slug } }} className="btn btn--red">
                {t('enter')}
              </AppLink>
            </SoldHere>
          )}
        </div>
      </div>

      <p className="event__board">
        <AppLink href={`/events/${event.slug}/leaderboard`}>{races('board.title')}</AppLink>
      </p>

      <section className="event__section" aria-labelledby="distances">
        <h2 id="distances">{event.targetsHeading || t('distances')}</h2>
        <ul className="distance-list">
          {event.distances.map((d) => (
            <li key={d.label}>
              <strong>{d.label}</strong> <span>{t('distance', { km: new Intl.NumberFormat(intlTag(locale)).format(d.lengthKm) })}</span>
              {d.averageMinutes && (
                <span className="distance-list__time">
                  {t('averageTime', {
                    duration: d.averageMinutes >= 60 ? t('hours', durationParts(d.averageMinutes)) : t('minutes', { minutes: d.averageMinutes }),
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="event__section" aria-labelledby="entry-types">
        <h2 id="entry-types">{t('entryTypes')}</h2>
        <ul className="distance-list">
          {event.entryTypes.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.title}</strong> <Price prices={priceTags(entry.prices, locale)} />
              {!entry.inStock && <span className="badge badge--sold-out">{t('soldOut')}</span>}
            </li>
          ))}
        </ul>
      </section>

      {event.fullDescription && <RichText className="prose" data={event.fullDescription} />}

      {event.merch.length > 0 && (
        <section className="event__section" aria-labelledby="event-merch">
          <h2 id="event-merch">{t('merchHeading')}</h2>
          <div className="tile-grid tile-grid--products">
            {event.merch.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
