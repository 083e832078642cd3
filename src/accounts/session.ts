import 'server-only'
import { AuthenticationError, LockedAuth, type Payload, refreshOperation, UnverifiedEmail, ValidationError, createLocalReq } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { env } from '../lib/env'
import { DomainError } from '../lib/errors'
import { ACCESS_TOKEN_COOKIE } from '../lib/http/client'
import { emailAddress, personName } from '../lib/validation'
import { rateLimiter, rateLimitKey } from '../lib/rate-limit'
import { grantPaidMembership } from '../members/membership'
import { payloadMembershipStore } from '../members/payload-store'
import { type Customer, customerFromRequest, toCustomer } from './customer'
import { type AccountEmailContext, emailChangedEmail } from './emails'
import { passwordMatches } from './password'

export const signInSchema = z.object({ email: emailAddress, password: z.string('validation.required').min(1, 'validation.required').max(200, 'validation.tooLong') })
export const signUpSchema = z.object({
  email: emailAddress,
  password: z.string('validation.required').min(10, 'validation.passwordLength').max(200, 'validation.tooLong'),
  firstName: personName,
  lastName: personName,
})

/**
 * Per address: sign-in 20 tries in 10 minutes, sign-up 10 and reset 5 in an hour; per email, 3 reset
 * mails an hour; per customer, 10 email changes an hour. The account lockout is Payload's: 5 failed
 * sign-ins, 15 minutes.
 */
export const ACCOUNT_LIMITS = {
  signIn: { attempts: 20, windowMs: 10 * 60_000 },
  signUp: { attempts: 10, windowMs: 60 * 60_000 },
  forgot: { attempts: 5, windowMs: 60 * 60_000 },
  forgotEmail: { attempts: 3, windowMs: 60 * 60_000 },
  /** Per customer: password checks of email changes, so a borrowed session cannot guess the password. */
  changeEmail: { attempts: 10, windowMs: 60 * 60_000 },
}

export type SignedIn = { customer: Customer; token: string; exp: number }

async function limit(payload: Payload, scope: keyof typeof ACCOUNT_LIMITS, who: string | null) {
  const { attempts, windowMs } = ACCOUNT_LIMITS[scope]
  if ((await rateLimiter(payload).hit(rateLimitKey(`account-${scope}`, who), windowMs)) > attempts) {
    throw new DomainError('rate_limited', 'account.tooManyAttempts')
  }
}

/** The customer a login answers with (Payload's login result is always of the collection asked). */
const signedInCustomer = (user: unknown): Customer => toCustomer({ ...(user as Record<string, unknown>), collection: 'customers' } as Parameters<typeof toCustomer>[0])!

/**
 * Signs a customer in. A wrong password, an unknown email and a locked account all answer the
 * same words, so nobody learns whether an email has an account.
 */
export async function signIn(payload: Payload, input: z.output<typeof signInSchema>, ip: string | null): Promise<SignedIn> {
  await limit(payload, 'signIn', ip)
  try {
    const { token, exp, user } = await payload.login({ collection: 'customers', data: input })
    return { customer: signedInCustomer(user), token: token!, exp: exp! }
  } catch (error) {
    if (error instanceof AuthenticationError || error instanceof LockedAuth || error instanceof UnverifiedEmail) {
      throw new DomainError('invalid_request', 'account.badCredentials')
    }
    throw error
  }
}

/**
 * Creates the account; Payload mails the confirmation link in the person's language, and the
 * account can sign in once the address is confirmed.
 */
export async function signUp(payload: Payload, input: z.output<typeof signUpSchema>, ip: string | null, context: AccountEmailContext): Promise<void> {
  await limit(payload, 'signUp', ip)
  try {
    await payload.create({ collection: 'customers', data: { ...input, runClubMember: false }, overrideAccess: true, context })
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')) {
      throw new DomainError('invalid_request', 'account.emailTaken', { email: ['account.emailTaken'] })
    }
    throw error
  }
}

/**
 * Confirms an address from the mailed link; false for a link that is not (or no longer) valid. The
 * link proves the address is the person's, so a membership bought earlier as a guest with that
 * email becomes theirs (granted first: a failure leaves the link usable for another try).
 */
export async function confirmEmail(payload: Payload, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{20,128}$/i.test(token)) return false
  const pending = await payload.db.findOne<{ id: number; email: string }>({ collection: 'customers', where: { _verificationToken: { equals: token } } })
  if (!pending) return false
  await grantPaidMembership(payloadMembershipStore(payload), { id: Number(pending.id), email: pending.email })
  return payload.verifyEmail({ collection: 'customers', token }).catch(() => false)
}

export const profileSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  currentPassword: z.string().max(200, 'validation.tooLong').optional(),
})

const emailTaken = () => new DomainError('invalid_request', 'account.emailTaken', { email: ['account.emailTaken'] })

/**
 * Saves the signed-in customer's names and, once their current password confirms it is them, a new
 * email that no other account has. The session stays the same; the old address is told of the
 * change in the language it was made in. A wrong password is only a field error: it counts toward
 * neither the sign-in lockout nor the sign-in limit.
 */
export async function updateProfile(payload: Payload, customer: Customer, input: z.output<typeof profileSchema>, locale: Locale): Promise<{ emailChanged: boolean }> {
  const emailChanged = input.email !== customer.email.toLowerCase()
  if (emailChanged) {
    if (!input.currentPassword) throw new DomainError('invalid_request', 'account.passwordToChangeEmail', { currentPassword: ['account.passwordToChangeEmail'] })
    await limit(payload, 'changeEmail', String(customer.id))
    const stored = await payload.db.findOne<{ id: number; hash?: string | null; salt?: string | null }>({ collection: 'customers', where: { id: { equals: customer.id } } })
    if (!stored || !(await passwordMatches(stored, input.currentPassword))) {
      throw new DomainError('invalid_request', 'account.wrongPassword', { currentPassword: ['account.wrongPassword'] })
    }
    const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: input.email }, id: { not_equals: customer.id } }, overrideAccess: true })
    if (totalDocs > 0) throw emailTaken()
  }
  try {
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { firstName: input.firstName, lastName: input.lastName, ...(emailChanged ? { email: input.email } : {}) },
      overrideAccess: true,
    })
  } catch (error) {
    // Another account took the address between the check and the save (the unique index decides).
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')) throw emailTaken()
    throw error
  }
  if (emailChanged) {
    const mail = await emailChangedEmail(env.SITE_URL, locale, { name: input.firstName, newEmail: input.email })
    await payload.sendEmail({ to: customer.email, ...mail }).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Could not tell customer ${customer.id} at the old address of an email change` })
    })
  }
  return { emailChanged }
}

export const forgotSchema = z.object({ email: emailAddress })
export const resetSchema = z.object({ token: z.string().min(1).max(200), password: signUpSchema.shape.password })

/** Mails a reset link when the email has an account; the answer is the same either way. */
export async function requestPasswordReset(payload: Payload, email: string, ip: string | null, context: AccountEmailContext): Promise<void> {
  await limit(payload, 'forgot', ip)
  // Nobody's inbox is flooded with reset mails, whatever the address asking.
  await limit(payload, 'forgotEmail', email)
  await payload.forgotPassword({ collection: 'customers', data: { email }, context }).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: 'A password reset was not sent' })
  })
}

/** Sets the new password from a reset link, then signs the customer in. */
export async function resetPassword(payload: Payload, input: z.output<typeof resetSchema>): Promise<SignedIn> {
  let email: string
  try {
    const { user } = await payload.resetPassword({ collection: 'customers', data: input, overrideAccess: true })
    email = String((user as { email: string }).email)
  } catch {
    throw new DomainError('invalid_request', 'account.resetLinkInvalid')
  }
  const { token, exp, user } = await payload.login({ collection: 'customers', data: { email, password: input.password } })
  return { customer: signedInCustomer(user), token: token!, exp: exp! }
}

/** A fresh token for the session of the request's customer (the access token lives 15 minutes). */
export async function refreshSession(payload: Payload, headers: Headers): Promise<SignedIn> {
  const { customer, user } = await customerFromRequest(payload, headers)
  if (!customer || !user) throw new DomainError('unauthorized', 'account.sessionExpired')
  const req = await createLocalReq({ user: user as never }, payload)
  const { refreshedToken, exp } = await refreshOperation({ collection: payload.collections.customers, req })
  return { customer, token: refreshedToken, exp }
}

/**
 * The two cookies of a signed-in customer: the session (`payload-token`, HttpOnly, as Payload sets
 * it) and the access token the shared HTTP client sends as a bearer (readable by scripts by design,
 * docs/decisions/0012), both ending with the token.
 */
export function sessionCookies(payload: Payload, signedIn: Pick<SignedIn, 'token' | 'exp'>, secure: boolean): string[] {
  const collectionAuthConfig = payload.collections.customers.config.auth
  const session = generatePayloadCookie({ collectionAuthConfig, cookiePrefix: payload.config.cookiePrefix, token: signedIn.token }) as string
  const maxAge = Math.max(0, signedIn.exp - Math.floor(Date.now() / 1000))
  const access = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: signedIn.token }))}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
  return [session, access]
}

export function signedOutCookies(payload: Payload): string[] {
  const collectionAuthConfig = payload.collections.customers.config.auth
  return [
    generateExpiredPayloadCookie({ collectionAuthConfig, cookiePrefix: payload.config.cookiePrefix }) as string,
    `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
  ]
}
