import type { Endpoint } from 'payload'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** A collection's own endpoints are matched before Payload's, so listing a route here closes it. */
const closed = (routes: readonly (readonly ['get' | 'post', string])[]): Endpoint[] => routes.map(([method, path]) => ({ method, path, handler: notFound }))

/**
 * Payload's REST auth routes of an auth collection (node_modules/payload/dist/auth/endpoints),
 * answered 404: customers sign in, reset and confirm only through the account site's actions, which
 * rate-limit them and never tell whether an email has an account.
 */
export const closedRestAuth: Endpoint[] = closed([
  ['get', '/access'],
  ['get', '/init'],
  ['get', '/me'],
  ['post', '/login'],
  ['post', '/logout'],
  ['post', '/refresh-token'],
  ['post', '/first-register'],
  ['post', '/forgot-password'],
  ['post', '/reset-password'],
  ['post', '/unlock'],
  ['post', '/verify/:id'],
  ['post', '/:id/api-key/reveal'],
])

/**
 * Auth routes that do nothing for staff (no email verification, no lockout, no API keys): a 404
 * rather than a query on a column that does not exist (verify answered 500).
 */
export const unusedStaffAuth: Endpoint[] = closed([
  ['post', '/unlock'],
  ['post', '/verify/:id'],
  ['post', '/:id/api-key/reveal'],
])
