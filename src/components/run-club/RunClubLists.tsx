import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { EventCard } from '@/components/catalogue/EventCard'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { AppLink } from '@/components/ui/AppLink.client'
import { listRunClubEvents, listRunClubGear } from '@/server/content/catalogue'
import { listMemberDiscounts } from '@/server/content/discounts'
import { currentMarket } from '@/server/markets'
import type { CurrencyCode } from '@/commerce/money'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translate'
import { discountAmount, discountScopeKey, type MemberDiscount } from '@/members/discounts'
import type { RunClubPage } from '@/members/run-club'

/** How many of each list members-home shows before "see all". */
const SUMMARY = { events: 2, gear: 4 }

function Section({ id, heading, more, children }: { id: string; heading: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="block" aria-labelledby={id}>
      <h2 className="block__heading" id={id}>
        {heading}
      </h2>
      {children}
      {more && (
        <p>
          <AppLink href={more.href} className="btn btn--secondary">
            {more.label}
          </AppLink>
        </p>
      )}
    </section>
  )
}

function Discounts({ discounts, locale, currency, t }: { discounts: MemberDiscount[]; locale: Locale; currency: CurrencyCode; t: Translate<'runClub'> }) {
  // A fixed discount with no amount in the member's currency is not theirs to use.
  const usable = discounts.flatMap((d) => {
    const amount = discountAmount(d, locale, currency)
    return amount === null ? [] : [{ ...d, amount }]
  })
  if (usable.length === 0) return <p>{t('noDiscounts')}</p>
  return (
    <>
      <ul className="discount-list">
        {usable.map((d) => (
          <li key={d.code} className="discount">
            <p className="discount__code">{d.code}</p>
            <p className="discount__what">{t(discountScopeKey(d.scope), { amount: d.amount })}</p>
            {d.endsAt && <p className="discount__until">{t('discountUntil', { date: formatDay(d.endsAt, locale) })}</p>}
          </li>
        ))}
      </ul>
      <p className="discount-list__how">{t('discountHow')}</p>
    </>
  )
}

/**
 * What a members' page lists from the catalogue below the editors' content: club events, member
 * codes and club kit, each on its own page, and a few of each on members-home.
 */
export async function RunClubLists({ page, locale }: { page: RunClubPage; locale: Locale }) {
  const home = page === 'members-home'
  if (!home && page !== 'events' && page !== 'discounts' && page !== 'gear') return null
  const t = await getTranslations({ locale, namespace: 'runClub' })
  const now = new Date().toISOString()
  const [events, discounts, gear, market] = await Promise.all([
    // Club events still to run or running now; the list is cached, the day is checked here.
    home || page === 'events' ? listRunClubEvents(locale).then((all) => all.filter((e) => e.end >= now)) : null,
    home || page === 'discounts' ? listMemberDiscounts() : null,
    home || page === 'gear' ? listRunClubGear(locale) : null,
    currentMarket(locale),
  ])
  return (
    <div className="page run-club-lists">
      {events && (
        <Section id="run-club-events" heading={t('eventsHeading')} more={home && events.length > 0 ? { href: '/run-club/events', label: t('seeAllEvents') } : undefined}>
          {events.length === 0 ? (
            <p>{t('noEvents')}</p>
          ) : (
            <div className="tile-grid">
              {(home ? events.slice(0, SUMMARY.events) : events).map((event) => (
                <EventCard key={event.id} event={event} locale={locale} />
              ))}
            </div>
          )}
        </Section>
      )}
      {discounts && (
        <Section id="run-club-discounts" heading={t('discountsHeading')} more={home && discounts.length > 0 ? { href: '/run-club/discounts', label: t('seeAllDiscounts') } : undefined}>
          <Discounts discounts={discounts} locale={locale} currency={market.currency} t={t} />
        </Section>
      )}
      {gear && (
        <Section id="run-club-gear" heading={t('gearHeading')} more={home && gear.length > 0 ? { href: '/run-club/gear', label: t('seeAllGear') } : undefined}>
          <ProductGrid products={home ? gear.slice(0, SUMMARY.gear) : gear} locale={locale} emptyText={t('noGear')} />
        </Section>
      )}
    </div>
  )
}
