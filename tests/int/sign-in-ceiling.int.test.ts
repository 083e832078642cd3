import config from '@payload-config'
import fs from 'node:fs'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as resetRoute } from '@/app/actions/users/reset-password/route'
import { SIGN_IN_CEILING } from '@/accounts/sign-in-ceiling'
import { signIn } from '@/server/accounts/session'
import { visitor } from '../support/cart-api'
import { clockAt, realClock } from '../support/clock'
import { siteRequest } from '../support/requests'

let payload: Payload
const password = 'runner-password-1'
const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Record<'signInCeiling', Record<string, string>>

async function customer(email: string) {
  await payload.create({
    collection: 'customers',
    data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true },
    disableVerificationEmail: true,
    context: { disableRevalidate: true },
  })
}

async function post(route: (r: never) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) {
  const v = await visitor()
  const response = await route(siteRequest(path, { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, ...headers }, body }) as never)
  return { status: response.status, body: (await response.json()) as { error?: string }, retryAfter: response.headers.get('retry-after') }
}

/** A different address for every attempt: the ceiling counts per account, whatever the address. */
let n = 0
const anyAddress = () => ({ 'x-forwarded-for': `2001:db8:${(++n).toString(16)}::1` })

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

describe('sign-in does the same hashing work whether or not the email has an account', () => {
  it('hashes the password for an unknown email; for a known one Payload already did', async () => {
    await customer('hashed@example.com')
    const hashing = vi.fn(async () => undefined)
    await expect(signIn(payload, { email: 'nobody-here@example.com', password: 'a-guess-1' }, hashing)).rejects.toMatchObject({ key: 'account.badCredentials' })
    expect(hashing).toHaveBeenCalledExactlyOnceWith('a-guess-1')
    await expect(signIn(payload, { email: 'hashed@example.com', password: 'a-guess-2' }, hashing)).rejects.toMatchObject({ key: 'account.badCredentials' })
    await signIn(payload, { email: 'hashed@example.com', password }, hashing)
    expect(hashing).toHaveBeenCalledTimes(1)
  })
})

describe('failed sign-ins per account: a growing delay, not a lockout', () => {
  it('after the free failures from any addresses, every attempt waits (429, Retry-After, translated), then the owner gets in', async () => {
    await customer('guessed@example.com')
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) {
      expect((await post(login, '/actions/users/login', { email: 'Guessed@example.com', password: `guess-${i}` }, anyAddress())).status).toBe(400)
    }
    const owner = await post(login, '/actions/users/login', { email: 'guessed@example.com', password }, { ...anyAddress(), 'x-milepost-locale': 'de' })
    expect(owner).toMatchObject({ status: 429, body: { error: de.signInCeiling.wait } })
    expect(Number(owner.retryAfter)).toBeGreaterThan(0)
    expect(Number(owner.retryAfter)).toBeLessThanOrEqual(SIGN_IN_CEILING.firstDelaySeconds)
    // Past the delay the owner signs in, which clears the account's failures.
    clockAt(new Date(Date.now() + SIGN_IN_CEILING.firstDelaySeconds * 1000 + 1000).toISOString())
    expect((await post(login, '/actions/users/login', { email: 'guessed@example.com', password }, anyAddress())).status).toBe(200)
    expect((await post(login, '/actions/users/login', { email: 'guessed@example.com', password: 'one-more-guess' }, anyAddress())).status).toBe(400)
  })

  it('attempts refused while the account waits count toward no other limit: the owner then signs in from that address', async () => {
    await customer('impatient@example.com')
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await post(login, '/actions/users/login', { email: 'impatient@example.com', password: `guess-${i}` }, anyAddress())
    const home = { 'x-forwarded-for': '198.51.100.90' }
    for (let i = 0; i < 12; i++) expect((await post(login, '/actions/users/login', { email: 'impatient@example.com', password }, home)).status).toBe(429)
    clockAt(new Date(Date.now() + SIGN_IN_CEILING.firstDelaySeconds * 1000 + 1000).toISOString())
    expect((await post(login, '/actions/users/login', { email: 'impatient@example.com', password }, home)).status).toBe(200)
  })

  it('the delay doubles with each failure past the ceiling, up to a cap', async () => {
    await customer('patient@example.com')
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await post(login, '/actions/users/login', { email: 'patient@example.com', password: `guess-${i}` }, anyAddress())
    const waits: number[] = []
    let now = Date.now()
    for (let i = 0; i < 2; i++) {
      now += (SIGN_IN_CEILING.firstDelaySeconds * 2 ** i + 1) * 1000
      clockAt(new Date(now).toISOString())
      expect((await post(login, '/actions/users/login', { email: 'patient@example.com', password: 'still-guessing' }, anyAddress())).status).toBe(400)
      waits.push(Number((await post(login, '/actions/users/login', { email: 'patient@example.com', password }, anyAddress())).retryAfter))
    }
    expect(waits).toEqual([SIGN_IN_CEILING.firstDelaySeconds * 2, SIGN_IN_CEILING.firstDelaySeconds * 4])
  })

  it('an unknown email gets the very same delay, so the delay tells nothing about accounts', async () => {
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await post(login, '/actions/users/login', { email: 'no-such-runner@example.com', password: `guess-${i}` }, anyAddress())
    const refused = await post(login, '/actions/users/login', { email: 'no-such-runner@example.com', password: 'guess-x' }, anyAddress())
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  })

  it('a reset link gets the owner in during the delay', async () => {
    await customer('locked-out@example.com')
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await post(login, '/actions/users/login', { email: 'locked-out@example.com', password: `guess-${i}` }, anyAddress())
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: 'locked-out@example.com' } }, overrideAccess: true })
    const token = await payload.forgotPassword({ collection: 'customers', data: { email: 'locked-out@example.com' }, disableEmail: true })
    expect(docs).toHaveLength(1)
    expect((await post(resetRoute, '/actions/users/reset-password', { token, password: 'a-brand-new-password' })).status).toBe(200)
    expect((await post(login, '/actions/users/login', { email: 'locked-out@example.com', password: 'a-brand-new-password' }, anyAddress())).status).toBe(200)
  })
})
