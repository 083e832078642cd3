import 'server-only'
import { type Payload, refreshOperation, createLocalReq } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'
import { defaultLocale, type Locale, normaliseLocale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { DomainError } from '../../lib/errors'
import { clearCookie, COOKIES, setCookie } from '../../lib/http/cookies'
import { PASSWORD_MAX } from '../../lib/field-limits'
import { withDurationInSteps } from '../../lib/min-duration'
import { emailAddress, personName } from '../../lib/validation'
import { rateLimiter, rateLimitKey } from '../../lib/rate-limit'
import { type Customer, customerFromRequest, issueAppToken, toCustomer } from './customer'
import { addressConfirmed } from './confirmed-address'
import { mailEmailChangeLink, newEmailChange } from './email-change'
import { type AccountEmailContext, accountLink, resetPasswordEmail, signUpAttemptEmail, verifyEmail } from '../../accounts/emails'
import { queueMail } from '../mail-queue'
import { refusedSave } from '../../accounts/field-errors'
import { hashingWork, passwordMatches } from '../../accounts/password'
import { accountKey, withSignInCeiling } from '../../accounts/sign-in-ceiling'
import { rateLimitFailedSignInStore } from '../stores/failed-sign-in-store'
import { isRefusedSignIn, isValidationError, refusesField } from '../../lib/payload-errors'

export const signInSchema = z.object({ email: emailAddress, password: z.string('validation.required').min(1, 'validation.required').max(PASSWORD_MAX, 'validation.tooLong') })
export const signUpSchema = z.object({
  email: emailAddress,
  password: z.string('validation.required').min(10, 'validation.passwordLength').max(PASSWORD_MAX, 'validation.tooLong'),
  firstName: personName,
  lastName: personName,
})

/**
 * Sign-in counts failures only: 10 per account from one address in 15 minutes (a family, an office
 * or a club behind one address signs in as often as it likes), and 100 from one address whatever
 * the accounts (guessing across many). Per address: sign-up 10 and reset 5 in an hour; per email,
 * 3 reset mails and 3 "someone tried to sign up" mails an hour; per customer, 10 email changes an
 * hour. Nobody is locked out of an account: past 10 failures in an hour, from any address, an
 * account's attempts wait a growing delay instead (withSignInCeiling). The routes declare these limits (`siteAction`'s
 * `rateLimit`, keyed `account-<name>`), all but the sign-up notices, which change no answer.
 */
export const ACCOUNT_LIMITS = {
  signInFailures: { attempts: 10, windowMs: 15 * 60_000 },
  signInFailuresPerAddress: { attempts: 100, windowMs: 15 * 60_000 },
  signUp: { attempts: 10, windowMs: 60 * 60_000 },
  forgot: { attempts: 5, windowMs: 60 * 60_000 },
  forgotEmail: { attempts: 3, windowMs: 60 * 60_000 },
  /** Per email: mails to an account's owner that someone tried to sign up with their address. */
  signUpNotice: { attempts: 3, windowMs: 60 * 60_000 },
  /** Per customer: password checks of email changes, so a borrowed session cannot guess the password. */
  changeEmail: { attempts: 10, windowMs: 60 * 60_000 },
}

export type SignedIn = { customer: Customer; token: string; exp: number }

/** The customer a login answers with (Payload's login result is always of the collection asked). */
const signedInCustomer = (user: unknown): Customer => toCustomer({ ...(user as Record<string, unknown>), collection: 'customers' } as Parameters<typeof toCustomer>[0])!

/**
 * Signs a customer in. A wrong password, an unknown email and a locked account all answer the
 * same words, so nobody learns whether an email has an account; an unknown email costs the same
 * password hashing as a known one (`hashing`), so the time of the answer does not tell either.
 * Each account's failures, from any address, make its further attempts wait (withSignInCeiling).
 * (The route also counts each refusal toward its per-address limits.)
 */
export async function signIn(payload: Payload, input: z.output<typeof signInSchema>, hashing: (password: string) => Promise<void> = hashingWork): Promise<SignedIn> {
  return withSignInCeiling(rateLimitFailedSignInStore(payload), input.email, async () => {
    try {
      const { token, exp, user } = await payload.login({ collection: 'customers', data: input })
      return { customer: signedInCustomer(user), token: token!, exp: exp! }
    } catch (error) {
      if (isRefusedSignIn(error)) {
        // Payload refuses an unknown email before hashing anything: do that work here.
        if (!(await hasAccount(payload, input.email))) await hashing(input.password)
        throw new DomainError('invalid_request', 'account.badCredentials')
      }
      throw error
    }
  })
}

const hasAccount = async (payload: Payload, email: string) => (await payload.count({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0

/**
 * A sign-up answers at the end of a step of this long: both ways do the same work (hashing the
 * password is the bulk of it, 0.1-0.3 s), and the step hides what is left between them (a row
 * inserted or not). A busy machine answers at the next step, both ways alike (decision 0062).
 */
export const SIGN_UP_STEP_MS = 500

/**
 * Creates the account; the confirmation link is queued in the person's language, and the
 * account can sign in once the address is confirmed. An email that already has an account gets the
 * same answer after the same work (the password hashed, one mail sent) at the same step of time,
 * so neither the answer nor its time tells whether it has one: its owner is mailed instead, to sign
 * in or choose a new password.
 */
export async function signUp(payload: Payload, input: z.output<typeof signUpSchema>, context: AccountEmailContext): Promise<void> {
  await withDurationInSteps(createOrTellOwner(payload, input, context), SIGN_UP_STEP_MS)
}

async function createOrTellOwner(payload: Payload, input: z.output<typeof signUpSchema>, context: AccountEmailContext): Promise<void> {
  const notices = await rateLimiter(payload).hit(rateLimitKey('account-signUpNotice', input.email), ACCOUNT_LIMITS.signUpNotice.windowMs)
  const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: input.email } }, select: { locale: true }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  if (docs[0]) return tellOwnerOfSignUp(payload, input, docs[0].locale, notices <= ACCOUNT_LIMITS.signUpNotice.attempts)
  let id: number
  try {
    const locale = normaliseLocale(context.locale) ?? defaultLocale
    // Payload would send the confirmation inside this request; it goes through the job queue instead.
    const created = await payload.create({ collection: 'customers', data: { ...input, locale, runClubMember: false }, overrideAccess: true, context, disableVerificationEmail: true })
    id = Number(created.id)
  } catch (error) {
    // Another sign-up with this email came first (the unique index decides): the same answer.
    if (refusesField(error, 'email')) return
    if (isValidationError(error)) throw refusedSave(error)
    throw error
  }
  await queueConfirmationMail(payload, id, input, context)
}

/** The sign-up's confirmation mail, with the token Payload stored on the new account. */
async function queueConfirmationMail(payload: Payload, id: number, input: z.output<typeof signUpSchema>, context: AccountEmailContext): Promise<void> {
  const stored = await payload.db.findOne<{ id: number; _verificationToken?: string | null }>({ collection: 'customers', where: { id: { equals: id } } })
  if (!stored?._verificationToken) throw new Error(`Customer ${id} has no verification token`)
  const mail = await verifyEmail(context, accountLink(env.SITE_URL, 'verify', stored._verificationToken, context), input.firstName)
  await queueMail(payload, { to: input.email, ...mail })
}

/** The owner reads it in the language they signed up in, not the requester's (decision 0045). */
async function tellOwnerOfSignUp(payload: Payload, input: z.output<typeof signUpSchema>, ownerLocale: string | null | undefined, mail: boolean): Promise<void> {
  await hashingWork(input.password)
  if (!mail) return
  const notice = await signUpAttemptEmail(env.SITE_URL, { locale: ownerLocale ?? defaultLocale })
  await queueMail(payload, { to: input.email, ...notice })
}

/**
 * Confirms an address from the mailed link; false for a link that is not (or no longer) valid. The
 * link proves the address is the person's, so a membership bought earlier as a guest with that
 * email, and the entries made with it, become theirs (before the account is marked confirmed: a
 * failure leaves the link usable for another try).
 */
/**
 * How long the confirmation link still answers "confirmed" after its first use: a browser, a mail
 * client's link check or a double click may ask twice, and the person must not read "not valid".
 */
export const CONFIRMATION_REPEAT_MS = 10 * 60_000

/**
 * Confirms the address of the sign-up link's account. The token stays on the account, so a repeat
 * within CONFIRMATION_REPEAT_MS answers as the first did; after that the link is "not valid".
 */
export async function confirmEmail(payload: Payload, token: string, now = Date.now()): Promise<boolean> {
  if (!/^[0-9a-f]{20,128}$/i.test(token)) return false
  const account = await payload.db.findOne<{ id: number; email: string; _verified?: boolean | null; updatedAt: string }>({ collection: 'customers', where: { _verificationToken: { equals: token } } })
  if (!account) return false
  if (account._verified) return now - new Date(account.updatedAt).getTime() < CONFIRMATION_REPEAT_MS
  await addressConfirmed(payload, { id: Number(account.id), email: account.email })
  // Straight to the row: Payload's own verification (and its update) would drop the token.
  await payload.db.updateOne({ collection: 'customers', id: account.id, data: { _verified: true, updatedAt: new Date(now).toISOString() } })
  return true
}

export const profileSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  currentPassword: z.string().max(PASSWORD_MAX, 'validation.tooLong').optional(),
})

/** Whether the details ask for a new email (which needs the current password, and counts toward the customer's limit when it comes with one). */
export const emailChangeAsked = (customer: Pick<Customer, 'email'>, input: Pick<z.output<typeof profileSchema>, 'email'>) => input.email !== customer.email.toLowerCase()

const emailTaken = () => new DomainError('invalid_request', 'account.emailTaken', { fieldErrors: { email: ['account.emailTaken'] } })

/**
 * Saves the signed-in customer's names and, once their current password confirms it is them, asks
 * for a new email that no other account has: the account keeps its email until the link mailed to
 * the new address confirms it (./email-change), so nobody takes over an address, or the entries
 * bought for it, by typing it. A wrong password is only a field error: it counts toward neither
 * the sign-in lockout nor the sign-in limit.
 */
export async function updateProfile(payload: Payload, customer: Customer, input: z.output<typeof profileSchema>, locale: Locale): Promise<{ emailChangePending: string | null }> {
  let change: ReturnType<typeof newEmailChange> | null = null
  if (emailChangeAsked(customer, input)) {
    if (!input.currentPassword) throw new DomainError('invalid_request', 'account.passwordToChangeEmail', { fieldErrors: { currentPassword: ['account.passwordToChangeEmail'] } })
    const stored = await payload.db.findOne<{ id: number; hash?: string | null; salt?: string | null }>({ collection: 'customers', where: { id: { equals: customer.id } } })
    if (!stored || !(await passwordMatches(stored, input.currentPassword))) {
      throw new DomainError('invalid_request', 'account.wrongPassword', { fieldErrors: { currentPassword: ['account.wrongPassword'] } })
    }
    const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: input.email }, id: { not_equals: customer.id } }, overrideAccess: true })
    if (totalDocs > 0) throw emailTaken()
    change = newEmailChange(customer.id, input.email)
  }
  try {
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { firstName: input.firstName, lastName: input.lastName, ...change?.fields },
      overrideAccess: true,
    })
  } catch (error) {
    if (isValidationError(error)) throw refusedSave(error)
    throw error
  }
  if (change) await mailEmailChangeLink(payload, change.token, locale, { name: input.firstName, newEmail: input.email })
  return { emailChangePending: change ? input.email : null }
}

export const forgotSchema = z.object({ email: emailAddress })
export const resetSchema = z.object({ token: z.string().min(1).max(200), password: signUpSchema.shape.password })

/**
 * Queues a reset link when the email has an account; the answer is the same either way. Payload
 * makes and stores the token, the job queue sends the mail (Payload would send it in the request).
 */
export async function requestPasswordReset(payload: Payload, email: string, context: AccountEmailContext): Promise<void> {
  const token = await payload.forgotPassword({ collection: 'customers', data: { email }, context, disableEmail: true })
  if (!token) return
  const mail = await resetPasswordEmail(context, accountLink(env.SITE_URL, 'reset-password', token, context))
  await queueMail(payload, { to: email, ...mail })
}

/**
 * Sets the new password from a reset link, then signs the customer in. The link went to the
 * account's address, so it confirms an address never confirmed before (its owner, told of a
 * sign-up with their email, gets in this way, and whatever password was set before is gone).
 */
export async function resetPassword(payload: Payload, input: z.output<typeof resetSchema>): Promise<SignedIn> {
  let id: number
  try {
    const { user } = await payload.resetPassword({ collection: 'customers', data: input, overrideAccess: true })
    id = Number((user as { id: number }).id)
  } catch {
    throw new DomainError('invalid_request', 'account.resetLinkInvalid')
  }
  const stored = await payload.db.findOne<{ id: number; email: string; _verified?: boolean | null }>({ collection: 'customers', where: { id: { equals: id } } })
  if (!stored) throw new DomainError('invalid_request', 'account.resetLinkInvalid')
  if (!stored._verified) {
    await addressConfirmed(payload, { id, email: stored.email })
    await payload.db.updateOne({ collection: 'customers', id, data: { _verified: true, _verificationToken: null }, returning: false })
  }
  // The link proves it is the owner: a stranger's failed guesses no longer delay them.
  await rateLimitFailedSignInStore(payload).cleared(accountKey(stored.email))
  const { token, exp, user } = await payload.login({ collection: 'customers', data: { email: stored.email, password: input.password } })
  return { customer: signedInCustomer(user), token: token!, exp: exp! }
}

/** A fresh token for the session of the request's customer, which renews the session's 30 days (the app token lives 15 minutes). */
export async function refreshSession(payload: Payload, headers: Headers): Promise<SignedIn> {
  const { customer, user } = await customerFromRequest(payload, headers)
  if (!customer || !user) throw new DomainError('unauthorized', 'account.sessionExpired')
  const req = await createLocalReq({ user: user as never }, payload)
  const { refreshedToken, exp } = await refreshOperation({ collection: payload.collections.customers, req })
  return { customer, token: refreshedToken, exp }
}

/** The Payload session a token of Payload's names (its `sid`; the token was just signed by Payload here). */
function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
  if (typeof claims.sid !== 'string' || !claims.sid) throw new Error('A customer token without a session')
  return claims.sid
}

/**
 * The two cookies of a signed-in customer: the session (`payload-token`, HttpOnly, as Payload sets
 * it) and the access-token cookie the shared HTTP client reads (by design, docs/decisions/0012). That
 * one holds the app API's own token, for this session only, which nothing but the app API accepts.
 */
export async function sessionCookies(payload: Payload, signedIn: SignedIn, secure: boolean): Promise<string[]> {
  const collectionAuthConfig = payload.collections.customers.config.auth
  const session = generatePayloadCookie({ collectionAuthConfig, cookiePrefix: payload.config.cookiePrefix, token: signedIn.token }) as string
  const app = await issueAppToken(signedIn.customer.id, sessionIdOf(signedIn.token))
  // The cookie lives as long as the session: a short-lived app token in it is renewed by the session.
  const maxAge = Math.max(0, signedIn.exp - Math.floor(Date.now() / 1000))
  const access = setCookie(COOKIES.accessToken, JSON.stringify({ accessToken: app.token }), { maxAge, secure })
  return [session, access]
}

export function signedOutCookies(payload: Payload): string[] {
  const collectionAuthConfig = payload.collections.customers.config.auth
  return [generateExpiredPayloadCookie({ collectionAuthConfig, cookiePrefix: payload.config.cookiePrefix }) as string, clearCookie(COOKIES.accessToken)]
}
