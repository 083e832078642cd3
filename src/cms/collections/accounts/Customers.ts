import { type CollectionConfig, Forbidden } from 'payload'
import { locales } from '../../../i18n/locales'
import { env } from '../../../lib/env'
import { EMAIL_MAX, PERSON_NAME_MAX } from '../../../lib/field-limits'
import { closedAccess, editors, editorsField, editorsOrOwnCustomer } from '../../access'
import { closedRestAuth } from '../../auth/closed-rest-auth'

// Loaded when a mail is sent: the translations are not needed to load the config (scripts, migrations).
const accountMails = () => import('../../../accounts/emails')

/**
 * Customers sign in, renew, ask for and use reset links through the account site's actions only
 * (rate-limited there; the session token stays in the HttpOnly cookie). Payload's REST and GraphQL
 * versions of those operations would hand the token to any script in the page, and skip the limits.
 */
const SITE_ACTIONS_ONLY = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

/**
 * People who shop and enter events with an account (spec §1, §6): the site user with its customer
 * id and email, and the app user (id, email, first and last name) of the app API. Their session
 * is a short-lived Payload JWT in an HttpOnly cookie, renewed by the refresh action; the app API has
 * a token of its own (docs/decisions/0012). No response body carries the session's JWT.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'runClubMember', 'createdAt'], group: 'Accounts' },
  auth: {
    // A shop keeps its customers signed in: a 30-day site session, renewed on every visit (its
    // refresh extends it), while the app API's bearer lives 15 minutes (decision 0019).
    tokenExpiration: 30 * 24 * 60 * 60,
    // No lockout: anyone who knows a customer's email could trigger it. The account site's sign-in
    // is limited per address instead (src/accounts/session.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https:') },
    // The mails speak the person's language (request context) and link to the account site, not the admin.
    verify: {
      generateEmailSubject: async ({ req }) => (await accountMails()).verifyEmail(req?.context, '', '').then((m) => m.subject),
      generateEmailHTML: async ({ req, token, user }) => {
        const mails = await accountMails()
        const name = (user as { firstName?: string | null }).firstName ?? ''
        return (await mails.verifyEmail(req?.context, mails.accountLink(env.SITE_URL, 'verify', token, req?.context), name)).html
      },
    },
    forgotPassword: {
      // Payload's own interval check writes outside its transaction, which SQLite's single writer
      // cannot allow; the reset action limits per address and per email instead.
      minRequestInterval: 0,
      generateEmailSubject: async ({ req } = {}) => (await accountMails()).resetPasswordEmail(req?.context, '').then((m) => m.subject),
      generateEmailHTML: async ({ req, token } = {}) => {
        const mails = await accountMails()
        return (await mails.resetPasswordEmail(req?.context, mails.accountLink(env.SITE_URL, 'reset-password', token ?? '', req?.context))).html
      },
    },
  },
  // Payload's REST auth routes answer 404 (closedRestAuth); the hook refuses the same operations
  // whatever the way in.
  endpoints: closedRestAuth,
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        if (req.payloadAPI !== 'local' && SITE_ACTIONS_ONLY.has(operation)) throw new Forbidden(req.t)
      },
    ],
    // `/api/customers/me` (REST or GraphQL) would echo the session cookie's JWT to a script.
    afterMe: [
      ({ response }) => {
        const { token: _token, ...rest } = response as Record<string, unknown>
        return rest
      },
    ],
  },
  // Customers sign up and change their account through the account site's actions, which check and
  // rate-limit them, never through Payload's API.
  access: closedAccess({ create: editors, read: editorsOrOwnCustomer, update: editors, delete: editors, admin: () => false }),
  fields: [
    // The same limit as the account forms' schema (personName): a longer name is the form's 400, not a 500 here.
    { name: 'firstName', type: 'text', maxLength: PERSON_NAME_MAX },
    { name: 'lastName', type: 'text', maxLength: PERSON_NAME_MAX },
    // A new email the customer asked for, until they confirm it from that address (docs/decisions/0012).
    {
      type: 'row',
      fields: [
        { name: 'pendingEmail', type: 'text', maxLength: EMAIL_MAX, access: { update: () => false }, admin: { readOnly: true, description: 'Asked for, not confirmed yet' } },
        { name: 'emailChangeExpiresAt', type: 'date', access: { update: () => false }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'emailChangeTokenHash', type: 'text', hidden: true },
    // Mails about the account that nobody asked for in a language (someone tried to sign up with its email) use this.
    {
      name: 'locale',
      type: 'select',
      options: locales.map((l) => ({ label: l, value: l })),
      access: { create: editorsField, update: editorsField },
      admin: { readOnly: true, description: 'The language the customer signed up in' },
    },
    // Chosen on the account page (through its action); empty: the unit of the runner's language.
    {
      name: 'distanceUnit',
      type: 'select',
      options: [
        { label: 'Kilometres', value: 'km' },
        { label: 'Miles', value: 'mi' },
      ],
      admin: { description: 'How the runner’s runs, totals and paces show; empty: from their language' },
    },
    {
      name: 'runClubMember',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      // Granted by editors (or by buying a membership), never by the customer.
      access: { create: editorsField, update: editorsField },
      admin: { description: 'Opens the members’ pages of the run club' },
    },
  ],
}
