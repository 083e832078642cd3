import { formatMoney, type Money } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { simpleMail } from '../../lib/email/simple-mail'

type Decision = { eventTitle: string; reply: string | null } & ({ status: 'approved'; amount: Money } | { status: 'declined' })

/** The organisers' answer to a refund request, in the requester's language: approved (with the money, if any) or declined, and their note. */
export function refundRequestDecisionEmail(decision: Decision, locale: Locale, racesUrl: string, t: Translate) {
  const values = { event: decision.eventTitle }
  const approved = decision.status === 'approved'
  const subject = t(approved ? 'refundRequestEmail.approvedSubject' : 'refundRequestEmail.declinedSubject', values)
  const body =
    decision.status === 'declined'
      ? t('refundRequestEmail.declinedBody', values)
      : decision.amount.amount > 0
        ? t('refundRequestEmail.approvedBody', { ...values, amount: formatMoney(decision.amount, locale) })
        : t('refundRequestEmail.approvedNoMoney', values)
  // Their note, when they wrote one, follows the answer as its own item.
  const first = decision.reply ? `${body} ${t('refundRequestEmail.replyIntro')}` : body
  return {
    subject,
    ...simpleMail(locale, subject, [first], decision.reply ? [decision.reply] : [], { label: t('refundRequestEmail.racesButton'), url: racesUrl }),
  }
}
