import { describe, expect, it } from 'vitest'
import sv from '../../messages/sv.json'
import { confirmationMail } from './emails'

describe('the double opt-in mail', () => {
  it('speaks the sign-up’s language, links to the confirm page, and offers one-click unsubscribe in its headers and body', async () => {
    const mail = await confirmationMail('https://milepost.run', { subscriberId: 42, email: 'sven@example.com', name: 'Sven', locale: 'sv', token: 'T'.repeat(43) }, 'u-token')
    expect(mail).toMatchObject({ to: 'sven@example.com', subject: sv.newsletterLinks.mailSubject })
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://milepost.run/actions/milepost/newsletter/unsubscribe?id=42&token=u-token&lang=sv>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain(`https://milepost.run/sv/newsletter/confirm?token=${'T'.repeat(43)}`)
    expect(mail.text).toContain(`${sv.newsletterLinks.mailUnsubscribe}: https://milepost.run/sv/newsletter/unsubscribe?id=42&token=u-token`)
    expect(mail.html).toContain('lang="sv"')
    expect(mail.html).toContain('href="https://milepost.run/sv/newsletter/unsubscribe?id=42&#38;token=u-token"')
  })
})
