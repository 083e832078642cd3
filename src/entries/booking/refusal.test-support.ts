import { expect } from 'vitest'
import { DomainError } from '../../lib/errors'

/** The message key a booking rule refused with (the test fails when it did not refuse). */
export async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).key
}
