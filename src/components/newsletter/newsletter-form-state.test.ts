import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formProblems, newsletterFields } from '../../lib/validation'
import { validateNewsletter } from './newsletter-form-state'

describe('the newsletter form needs a name and a valid email (N1)', () => {
  it('requires a name and an email', () => {
    expect(validateNewsletter({ name: ' ', email: '' })).toEqual({ name: 'validation.required', email: 'validation.required' })
  })

  it('requires a valid email', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@' })).toEqual({ email: 'validation.email' })
    expect(validateNewsletter({ name: 'Ann', email: 'ann@example.com' })).toEqual({})
  })

  it('judges as the server does: an address Payload would refuse, a name too long to keep', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@ex-.com' })).toEqual({ email: 'validation.email' })
    expect(validateNewsletter({ name: 'x'.repeat(101), email: ' Ann@Example.com ' })).toEqual({ name: 'validation.tooLong' })
  })
})

describe('the footer’s check agrees with join-mailing-list’s schema, which the server parses with', () => {
  const agrees = (fields: { name: string; email: string }) => {
    expect(validateNewsletter(fields)).toEqual(formProblems(newsletterFields, fields))
  }
  const emailLike = fc.stringMatching(/^[ a-zA-Z0-9_.'+\-!#$%&*/=?^`{|}~@]{0,30}$/)

  it('on made-up names and addresses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 110 }), emailLike, (name, email) => agrees({ name, email })),
      { numRuns: 3000 },
    )
  })

  it('on addresses of the usual shape, at every length', () => {
    const label = fc.stringMatching(/^[a-zA-Z0-9-]{0,8}$/)
    const local = fc.stringMatching(/^[a-zA-Z0-9_.'+\-!#]{0,10}$/)
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-zA-Z0-9-]{0,4}$/), fc.nat(260), (user, labels, tld, pad) =>
        agrees({ name: 'Ann', email: `${' '.repeat(pad % 3)}${user.padEnd(pad > 240 ? pad : 0, 'a')}@${labels.join('.')}.${tld}` }),
      ),
      { numRuns: 3000 },
    )
  })

  it('on the edges', () => {
    for (const email of [
      '',
      ' ',
      'a@b.co',
      '.a@b.co',
      'a.@b.co',
      "a'@b.co",
      "a'b@b.co",
      'a..b@b.co',
      'a@-b.co',
      'a@b-.co',
      'a@b.c',
      'a@b.c0',
      'A@B.CO',
      `${'a'.repeat(245)}@b.co`,
      `${'a'.repeat(250)}@bb.co`,
    ])
      agrees({ name: 'x'.repeat(100), email })
    for (const name of ['', '  ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101)]) agrees({ name, email: 'a@b.co' })
  })
})
