import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { EventCard } from '@/components/catalogue/EventCard'
import { listEvents } from '@/content/catalogue'
import { pageMetadata } from '@/content/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'events' })
  return pageMetadata({ locale, path: '/events', title: t('title'), description: t('intro') })
}

export default async function EventsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [events, t] = await Promise.all([listEvents(locale), getTranslations('events')])
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
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
