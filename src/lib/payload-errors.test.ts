import { AuthenticationError, LockedAuth, NotFound, UnverifiedEmail, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { isNotFound, isRefusedSignIn, isValidationError, refusesField } from './payload-errors'

/** What an error of another copy of Payload looks like here: the same fields, another class. */
class ForeignApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message)
  }
}

describe('Payload errors are recognised by what they carry, whichever copy of Payload threw them', () => {
  it('refused sign-ins', () => {
    for (const error of [new AuthenticationError(), new LockedAuth(), new UnverifiedEmail({ t: undefined as never }), new ForeignApiError('x', 401)]) expect(isRefusedSignIn(error)).toBe(true)
    expect(isRefusedSignIn(new NotFound())).toBe(false)
    expect(isRefusedSignIn(new Error('database away'))).toBe(false)
  })

  it('refused saves and the field they name', () => {
    const own = new ValidationError({ collection: 'subscribers', errors: [{ path: 'email', message: 'taken' }] })
    const foreign = new ForeignApiError('x', 400, { collection: 'subscribers', errors: [{ path: 'email', message: 'taken' }] })
    for (const error of [own, foreign]) {
      expect(isValidationError(error)).toBe(true)
      expect(refusesField(error, 'email')).toBe(true)
      expect(refusesField(error, 'name')).toBe(false)
    }
    expect(isValidationError(new ForeignApiError('x', 400))).toBe(false)
    expect(isValidationError({ status: 400, data: { errors: [] } })).toBe(false)
  })

  it('documents that are not there', () => {
    expect(isNotFound(new NotFound())).toBe(true)
    expect(isNotFound(new ForeignApiError('x', 404))).toBe(true)
    expect(isNotFound(new AuthenticationError())).toBe(false)
  })
})
