import { describe, expect, it } from 'vitest'
import { mailSealKey, openMail, sealMail } from './sealed-mail'

const mail = { to: 'ann@example.com', subject: 'Reset', html: '<a href="https://x/reset?token=secret-token">go</a>', headers: { 'List-Unsubscribe': '<https://x/u>' } }

describe('sealed queued mails', () => {
  it('opens what it sealed, and the seal does not show the links', () => {
    const key = mailSealKey('secret')
    const sealed = sealMail(key, mail)
    expect(sealed).not.toContain('secret-token')
    expect(sealed).not.toContain('ann@example.com')
    expect(openMail(key, sealed)).toEqual(mail)
  })

  it('refuses a seal of another key, or altered', () => {
    const sealed = sealMail(mailSealKey('secret'), mail)
    expect(() => openMail(mailSealKey('other'), sealed)).toThrow()
    const [iv, tag, body] = sealed.split('.')
    const flipped = `${iv}.${tag}.${body!.slice(0, -2)}${body!.endsWith('A') ? 'B' : 'A'}${body!.slice(-1)}`
    expect(() => openMail(mailSealKey('secret'), flipped)).toThrow()
    expect(() => openMail(mailSealKey('secret'), 'plain')).toThrow()
  })
})
