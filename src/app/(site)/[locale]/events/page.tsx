import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { EventCard } from '@/components/catalogue/EventCard'
import { listEvents } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('events', '/events')

export default async function EventsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [events, t] = await Promise.all([listEvents(locale), getTranslations('events')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {events.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="tile-grid">
          {events.map((event, i) => (
            <EventCard key={event.id} event={event} locale={locale} priority={i === 0} />
          ))}
        </div>
      )}
    </section>
  )
}
