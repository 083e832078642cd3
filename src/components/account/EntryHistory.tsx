import { getTranslations } from 'next-intl/server'
import type { EntryListing } from '../../server/stores/entry-store'
import { formatDay } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { accountUrl } from '../../content/account-link'

/** The signed-in customer's event entries (and the teams they run in or captain), newest first. */
export async function EntryHistory({ entries, locale }: { entries: EntryListing[]; locale: Locale }) {
  const t = await getTranslations('account')
  const races = await getTranslations('races')
  return (
    <section className="entry-history" aria-labelledby="entry-history-title">
      <h2 id="entry-history-title">{t('yourEntries')}</h2>
      {entries.length === 0 ? (
        <p>{t('noEntries')}</p>
      ) : (
        <ul className="address-book__list">
          {entries.map((entry) => (
            <li key={entry.id} className="address-book__item order-history__item">
              <strong>
                <AppLink href={`/events/${entry.eventSlug}`}>{entry.eventTitle}</AppLink>
              </strong>
              <span>
                {entry.firstName} {entry.lastName} · {entry.distanceLabel}
              </span>
              {entry.startDate && <span>{t('entryStart', { date: formatDay(`${entry.startDate}T00:00:00.000Z`, locale), time: entry.startTime ?? '00:00', timezone: entry.timezone })}</span>}
              {entry.teamName && <span>{entry.captain ? t('captainOf', { team: entry.teamName }) : t('memberOf', { team: entry.teamName })}</span>}
              {entry.runner && <a href={accountUrl(`/account/races/${entry.id}`, locale)}>{races('open')}</a>}
            </li>
          ))}
        </ul>
      )}
      {entries.some((entry) => entry.runner) && (
        <p>
          <a href={accountUrl('/account/races', locale)}>{races('title')}</a>
        </p>
      )}
    </section>
  )
}
