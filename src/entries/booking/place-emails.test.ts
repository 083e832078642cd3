import fs from 'node:fs'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'
import { memberRemovedEmail, placeOfferEmail } from './place-emails'

const translator = (locale: Locale) => createTranslator({ locale, messages: JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) }) as unknown as Translate

describe("a captain's mails", () => {
  it('offers a place in the person’s language, with the link and the day it works until', () => {
    const mail = placeOfferEmail(
      { captainName: 'Cleo', teamName: 'Les Rapides', eventTitle: 'Relais', closesAt: new Date('2027-05-29T00:00:00Z') },
      'fr',
      'https://milepost.run/account/claim-place?token=abc&lang=fr',
      translator('fr'),
    )
    expect(mail.subject).toBe('Cleo vous a réservé une place dans l’équipe Les Rapides')
    expect(mail.text).toContain('https://milepost.run/account/claim-place?token=abc&lang=fr')
    expect(mail.text).toContain('29 mai 2027')
    expect(mail.html).toContain('lang="fr"')
  })

  it('tells a removed member, with the refund only when there is one', () => {
    const url = 'https://milepost.run/account/races?lang=de'
    const refunded = memberRemovedEmail({ captainName: 'Cleo', teamName: 'Blitz', eventTitle: 'Staffel', refunded: '15,00 €' }, 'de', url, translator('de'))
    expect(refunded.subject).toBe('Du bist nicht mehr im Team Blitz')
    expect(refunded.text).toContain('15,00 € gehen an die Karte')
    const freed = memberRemovedEmail({ captainName: 'Cleo', teamName: 'Blitz', eventTitle: 'Staffel', refunded: null }, 'de', url, translator('de'))
    expect(freed.text).not.toContain('Karte')
  })
})
