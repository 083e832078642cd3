import { describe, expect, it } from 'vitest'
import { confirmsChange, customerOfToken, EMAIL_CHANGE_HOURS, emailChangeKey, hashOfToken, issueEmailChangeToken } from './email-change-token'

const key = emailChangeKey('the-app-secret')
const now = Date.UTC(2026, 10, 24, 12, 0, 0)
const change = { customerId: 7, email: 'Nora.New@Example.com' }

describe('the link that confirms a new email', () => {
  it('names the customer, lasts 24 hours, and the customer keeps only its hash', () => {
    const { token, pending } = issueEmailChangeToken(key, change, now)
    expect(customerOfToken(token)).toBe(7)
    expect(pending).toEqual({ customerId: 7, email: 'nora.new@example.com', tokenHash: hashOfToken(token), expiresAt: new Date(now + EMAIL_CHANGE_HOURS * 3_600_000) })
    expect(pending.tokenHash).not.toContain(token.split('.')[2])
    expect(confirmsChange(key, token, pending, now)).toBe(true)
    expect(confirmsChange(key, token, pending, now + (EMAIL_CHANGE_HOURS * 3600 - 1) * 1000)).toBe(true)
  })

  it('is refused once expired', () => {
    const { token, pending } = issueEmailChangeToken(key, change, now)
    expect(confirmsChange(key, token, pending, now + EMAIL_CHANGE_HOURS * 3_600_000)).toBe(false)
    expect(confirmsChange(key, token, { ...pending, expiresAt: new Date(now - 1) }, now)).toBe(false)
  })

  it('works once: another token (a newer request, or none kept) is refused', () => {
    const first = issueEmailChangeToken(key, change, now)
    const second = issueEmailChangeToken(key, change, now)
    expect(confirmsChange(key, first.token, second.pending, now)).toBe(false)
    expect(confirmsChange(key, second.token, second.pending, now)).toBe(true)
  })

  it('confirms only the email and customer it was signed for', () => {
    const { token, pending } = issueEmailChangeToken(key, change, now)
    expect(confirmsChange(key, token, { ...pending, email: 'someone.else@example.com' }, now)).toBe(false)
    expect(confirmsChange(key, token, { ...pending, customerId: 8 }, now)).toBe(false)
  })

  it('cannot be forged: another key, a changed expiry or signature, or another shape', () => {
    const { token, pending } = issueEmailChangeToken(key, change, now)
    expect(confirmsChange(emailChangeKey('another-secret'), token, pending, now)).toBe(false)
    const [id, exp, nonce, signed] = token.split('.') as [string, string, string, string]
    const later = `${id}.${Number(exp) + 86_400}.${nonce}.${signed}`
    expect(confirmsChange(key, later, { ...pending, tokenHash: hashOfToken(later) }, now)).toBe(false)
    const resigned = `${id}.${exp}.${nonce}.${'A'.repeat(43)}`
    expect(confirmsChange(key, resigned, { ...pending, tokenHash: hashOfToken(resigned) }, now)).toBe(false)
    for (const junk of ['', 'x', `${token}.`, token.replace(/^7\./, '07.'), 'a'.repeat(500)]) expect(customerOfToken(junk), junk.slice(0, 12)).toBeNull()
  })
})
