import type { CollectionConfig } from 'payload'
import { admins, adminsField, adminsOrSelf, closedAccess, hasRole } from '../access'
import { unusedStaffAuth } from '../auth/closed-rest-auth'
import { limitStaffAuth } from '../auth/staff-auth-limits'
import { env } from '../../lib/env'
import { escapeHtml } from '../../lib/html'

const staffResetEmail = (link: string) =>
  `<p>Someone asked to reset the password of your Milepost admin account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`

/** Editors and admins of the admin. Customers are another collection and never staff. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    // No lockout (anyone who knows an editor's email could trigger it): sign-ins are limited per
    // address instead (limitStaffAuth).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Payload's own interval check writes outside its transaction, which SQLite's single writer
    // cannot allow (it answered 500); the requests are limited per address instead.
    forgotPassword: {
      minRequestInterval: 0,
      // The link points to SITE_URL, never to whatever Host header the request carried.
      generateEmailHTML: ({ token } = {}) => staffResetEmail(`${new URL(env.SITE_URL).origin}/admin/reset/${token ?? ''}`),
    },
  },
  hooks: { beforeOperation: [limitStaffAuth] },
  endpoints: unusedStaffAuth,
  access: closedAccess({
    create: admins,
    delete: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    admin: ({ req }) => hasRole(req, 'admin', 'editor'),
  }),
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { update: adminsField, create: adminsField },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
