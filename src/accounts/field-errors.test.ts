import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from './field-errors'

describe('fieldErrorsOf', () => {
  it('names each refused field with the site’s message key', () => {
    expect(
      fieldErrorsOf([
        { path: 'firstName', message: 'This value must be shorter than the max length of 100 characters.' },
        { path: 'postcode', message: 'This field is required.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'type', message: 'This field has an invalid selection' },
      ]),
    ).toEqual({ firstName: ['validation.tooLong'], postcode: ['validation.required'], email: ['validation.email'], type: ['errors.invalidRequest'] })
  })

  it('lists a key once per field, and a refusal without a path under "_"', () => {
    expect(
      fieldErrorsOf([
        { path: 'city', message: 'too long' },
        { path: 'city', message: 'Too long' },
        { path: '', message: 'odd' },
      ]),
    ).toEqual({ city: ['validation.tooLong'], _: ['errors.invalidRequest'] })
  })
})
