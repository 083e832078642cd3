import { formatDay } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { simpleMail } from '../../lib/email/simple-mail'

/** The friend's mail, in the language the entrant chose for them: who offers which entry, and the link to claim it. */
export function transferOfferEmail(offer: { fromName: string; eventTitle: string; closesAt: Date }, locale: Locale, claimUrl: string, t: Translate) {
  const values = { name: offer.fromName, event: offer.eventTitle, date: formatDay(offer.closesAt.toISOString(), locale) }
  const subject = t('transferEmail.offerSubject', values)
  return {
    subject,
    ...simpleMail(locale, subject, [t('transferEmail.offerBody', values), t('transferEmail.offerUntil', values), t('transferEmail.offerIgnore', values)], [], {
      label: t('transferEmail.offerButton'),
      url: claimUrl,
    }),
  }
}

/** The entrant's mail once the friend claimed: the entry is no longer theirs. */
export function transferClaimedEmail(claim: { friendName: string; eventTitle: string }, locale: Locale, racesUrl: string, t: Translate) {
  const values = { friend: claim.friendName, event: claim.eventTitle }
  const subject = t('transferEmail.claimedSubject', values)
  return {
    subject,
    ...simpleMail(locale, subject, [t('transferEmail.claimedBody', values)], [], { label: t('transferEmail.racesButton'), url: racesUrl }),
  }
}
