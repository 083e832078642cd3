import fc from 'fast-check'
import { email as payloadEmail } from 'payload/shared'
import { describe, expect, it } from 'vitest'
import { PERSON_NAME_MAX } from './field-limits'
import { emailAddress, personName } from './validation'

/** Payload's email validation as a collection's `email` field runs it on save. */
const payloadAccepts = (value: string) => payloadEmail(value, { req: { payload: { config: {} }, t: (key: string) => key }, required: true } as never) === true

describe('emailAddress', () => {
  it('accepts only what Payload’s email field stores, so a save never fails on an address zod let through', () => {
    for (const bad of ['ann@ex-.com', 'ann@-ex.com', 'ann..b@example.com', '"ann"@example.com', 'ann@example', 'ann @example.com']) {
      expect(emailAddress.safeParse(bad).success, bad).toBe(false)
    }
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.-]{1,12}$/)
    const label = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/)
    const candidates = fc.tuple(local, fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z]{2,4}$/)).map(([l, labels, tld]) => `${l}@${labels.join('.')}.${tld}`)
    fc.assert(
      fc.property(candidates, (candidate) => {
        const parsed = emailAddress.safeParse(candidate)
        if (parsed.success) expect(payloadAccepts(parsed.data), candidate).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('lower-cases and trims', () => {
    expect(emailAddress.parse('  Ann.Runner@Example.COM ')).toBe('ann.runner@example.com')
  })
})

describe('personName', () => {
  it('keeps at most the characters a customer record stores', () => {
    expect(personName.safeParse('x'.repeat(PERSON_NAME_MAX)).success).toBe(true)
    expect(personName.safeParse('x'.repeat(PERSON_NAME_MAX + 1)).error?.issues[0]?.message).toBe('validation.tooLong')
    expect(personName.safeParse(` ${'x'.repeat(PERSON_NAME_MAX)} `).success).toBe(true)
  })
})
