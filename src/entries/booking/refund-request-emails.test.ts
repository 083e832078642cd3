import fs from 'node:fs'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { money } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { refundRequestDecisionEmail } from './refund-request-emails'

const translator = (locale: Locale) => createTranslator({ locale, messages: JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) }) as unknown as Translate

describe('the answer to a refund request', () => {
  it('an approval with money says how much, in the requester’s language and money, with the organisers’ note', () => {
    const mail = refundRequestDecisionEmail(
      { status: 'approved', amount: money(1500, 'EUR'), eventTitle: 'Sommerlauf', reply: 'Gute Besserung!' },
      'de',
      'https://milepost.run/account/races?lang=de',
      translator('de'),
    )
    expect(mail.subject).toBe('Sommerlauf: Deine Erstattungsanfrage ist genehmigt')
    expect(mail.text).toMatch(/15,00\s€/)
    expect(mail.text).toContain('- Gute Besserung!')
    expect(mail.html).toContain('lang="de"')
  })

  it('an approval of nothing cancels without money; a decline keeps the place', () => {
    const free = refundRequestDecisionEmail({ status: 'approved', amount: money(0, 'GBP'), eventTitle: 'Summer 10K', reply: null }, 'en', 'https://milepost.run/account/races', translator('en'))
    expect(free.text).toContain('is cancelled, without a refund')
    expect(free.text).not.toContain('£')
    const declined = refundRequestDecisionEmail({ status: 'declined', eventTitle: 'Summer 10K', reply: null }, 'fr', 'https://milepost.run/account/races?lang=fr', translator('fr'))
    expect(declined.subject).toBe('Summer 10K : la réponse à votre demande de remboursement')
    expect(declined.text).toContain('Votre place reste la vôtre.')
    expect(declined.text).not.toContain('Leur message')
  })
})
