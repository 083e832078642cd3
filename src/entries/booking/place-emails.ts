import { formatDay } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { simpleMail } from '../../lib/email/simple-mail'

/** The mail of a place a captain holds for someone, in that person's language: whose team, which event, and the link to claim it. */
export function placeOfferEmail(place: { captainName: string; teamName: string; eventTitle: string; closesAt: Date }, locale: Locale, claimUrl: string, t: Translate) {
  const values = { captain: place.captainName, team: place.teamName, event: place.eventTitle, date: formatDay(place.closesAt.toISOString(), locale) }
  const subject = t('teamPlaces.mailSubject', values)
  return {
    subject,
    ...simpleMail(locale, subject, [t('teamPlaces.mailBody', values), t('teamPlaces.mailUntil', values), t('teamPlaces.mailIgnore', values)], [], {
      label: t('teamPlaces.mailButton'),
      url: claimUrl,
    }),
  }
}

/** The member's mail once their captain removed them, in their entry's language: and what comes back, when anything does. */
export function memberRemovedEmail(removal: { captainName: string; teamName: string; eventTitle: string; refunded: string | null }, locale: Locale, racesUrl: string, t: Translate) {
  const values = { captain: removal.captainName, team: removal.teamName, event: removal.eventTitle, amount: removal.refunded ?? '' }
  const subject = t('teamPlaces.removedSubject', values)
  const paragraphs = [t('teamPlaces.removedBody', values), ...(removal.refunded ? [t('teamPlaces.removedRefund', values)] : [])]
  return { subject, ...simpleMail(locale, subject, paragraphs, [], { label: t('transferEmail.racesButton'), url: racesUrl }) }
}
