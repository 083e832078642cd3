import { SiteImage } from '@/components/ui/SiteImage'
import { getTranslations } from 'next-intl/server'
import { type EventState, eventState } from '@/content/event-state'
import type { EventSummary } from '@/server/content/catalogue'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { priceTags } from '../market/market-choice'
import { Price } from '../market/Price.client'
import { AppLink } from '../ui/AppLink.client'

/** "1 March 2027 – 31 March 2027" in the visitor's language. */
export function eventDates(t: (key: 'dates', values: { start: string; end: string }) => string, event: { start: string; end: string }, locale: Locale) {
  return t('dates', { start: formatDay(event.start, locale), end: formatDay(event.end, locale) })
}

/** Upcoming, under way or finished: a finished event is never "sold out". */
export function EventStateBadge({ state, label }: { state: EventState; label: string }) {
  return <span className={`badge badge--${state}`}>{label}</span>
}

export async function EventCard({ event, locale, priority }: { event: EventSummary; locale: Locale; priority?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const state = eventState(event, new Date())
  return (
    <article className="tile">
      <AppLink href={`/events/${event.slug}`} className="tile__link" aria-label={t('viewEvent', { title: event.title })}>
        {event.image && (
          <SiteImage
            className="tile__image"
            src={event.image.src}
            alt={event.image.alt}
            width={event.image.width}
            height={event.image.height}
            sizes="(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw"
            priority={priority}
          />
        )}
      </AppLink>
      <div className="tile__body">
        <h2 className="tile__title">
          <AppLink href={`/events/${event.slug}`}>{event.title}</AppLink>
        </h2>
        <p className="tile__state">
          <EventStateBadge state={state} label={t(`state.${state}`)} />
        </p>
        <p className="tile__meta">{eventDates(t, event, locale)}</p>
        <p>{event.shortDescription}</p>
        {state !== 'finished' && (
          <p className="tile__price">{event.fromPrices === null ? <span className="badge badge--sold-out">{t('soldOut')}</span> : <Price prices={priceTags(event.fromPrices, locale)} from />}</p>
        )}
      </div>
    </article>
  )
}
