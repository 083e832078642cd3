import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTranslator } from 'next-intl'
import type { Translate } from '../../i18n/translate'
import { money } from '../money'
import { refundEmail } from './refund-email'

const messages = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8'))
const hoodie = { id: 1, description: 'Trail hoodie', sku: 'H-M', kind: 'merch' as const, options: {}, snapshot: null }

describe('refundEmail', () => {
  it('tells the buyer how much, for what and when, in their language and money', () => {
    const t = createTranslator({ locale: 'de', messages: messages('de') }) as unknown as Translate
    const mail = refundEmail({ orderNumber: 'MP-1', amount: money(4500, 'EUR'), orderLines: [hoodie], lines: [{ lineId: 1, qty: 1 }] }, 'de', 'https://milepost.run/de/order?number=MP-1', t)
    expect(mail.subject).toBe('Deine Erstattung für Bestellung MP-1')
    expect(mail.text).toMatch(/45,00\s€/)
    expect(mail.text).toContain('Trail hoodie')
    expect(mail.html).toContain('lang="de"')
  })

  it('names no lines for money given back without units', () => {
    const t = createTranslator({ locale: 'en', messages: messages('en') }) as unknown as Translate
    const mail = refundEmail({ orderNumber: 'MP-2', amount: money(500, 'GBP'), orderLines: [hoodie], lines: [] }, 'en', 'https://milepost.run/order', t)
    expect(mail.text).not.toContain('For:')
    expect(mail.text).toContain('£5.00')
  })
})
