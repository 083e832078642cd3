import type { Access, CollectionConfig } from 'payload'
import { env } from '../../../lib/env'
import { editors, hasRole } from '../../access'

// Loaded when a mail is sent: the translations are not needed to load the config (scripts, migrations).
const accountMails = () => import('../../../accounts/emails')

/** A customer reads and changes only their own record; editors see all. */
const selfOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  if (req.user?.collection === 'customers') return { id: { equals: req.user.id } }
  return false
}

/**
 * People who shop and enter events with an account (spec §1, §6): the site user with its customer
 * id and email, and the app user (id, email, first and last name) of the app API. Their access
 * tokens are short-lived Payload JWTs, renewed with refresh-token (docs/decisions/0012).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'runClubMember', 'createdAt'], group: 'Accounts' },
  auth: {
    tokenExpiration: 15 * 60,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
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
  access: {
    // Signing up goes through the account site's action, which checks and rate-limits it.
    create: editors,
    read: selfOrEditors,
    // Customers change their account through the account site's actions, not Payload's REST API.
    update: editors,
    delete: editors,
    admin: () => false,
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    {
      name: 'runClubMember',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      // Granted by editors (or by buying a membership), never by the customer.
      access: { create: ({ req }) => hasRole(req, 'admin', 'editor'), update: ({ req }) => hasRole(req, 'admin', 'editor') },
      admin: { description: 'Opens the members’ pages of the run club' },
    },
  ],
}
