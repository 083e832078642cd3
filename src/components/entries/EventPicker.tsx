import { getTranslations } from 'next-intl/server'
import type { EventSummary } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { eventDates } from '../catalogue/EventCard'
import { priceTags } from '../market/market-choice'
import { Price } from '../market/Price.client'
import { SoldHere } from '../market/SoldHere.client'

/** /events/enter without an event: pick one. */
export async function EventPicker({ events, locale }: { events: EventSummary[]; locale: Locale }) {
  const [t, tEntries] = await Promise.all([getTranslations({ locale, namespace: 'events' }), getTranslations({ locale, namespace: 'entries' })])
  if (!events.length) return <p>{t('empty')}</p>
  return (
    <ul className="event-picker">
      {events.map((event) => (
        <li key={event.id} className="event-picker__item">
          <div>
            <h2 className="event-picker__title">
              <AppLink href={`/events/${event.slug}`}>{event.title}</AppLink>
            </h2>
            <p className="tile__meta">{eventDates(t, event, locale)}</p>
            {event.fromPrices && (
              <p className="tile__price">
                <Price prices={priceTags(event.fromPrices, locale)} from />
              </p>
            )}
          </div>
          <SoldHere prices={event.fromPrices ?? []}>
            <AppLink href={`/events/enter?event=${encodeURIComponent(event.slug)}`} className="btn btn--red" prefetch={false}>
              {tEntries('enterTitle', { event: event.title })}
            </AppLink>
          </SoldHere>
        </li>
      ))}
    </ul>
  )
}
