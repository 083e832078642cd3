import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Role = 'admin' | 'editor'

export function hasRole(req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean {
  const user = req.user as { collection?: string; roles?: Role[] | null } | null
  return !!user && user.collection === 'users' && !!user.roles?.some((r) => roles.includes(r))
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const editors: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const admins: Access = ({ req }) => hasRole(req, 'admin')
export const adminsField: FieldAccess = ({ req }) => hasRole(req, 'admin')

/** Admins see every user; editors only themselves. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } }
}

/** Visitors read published documents only; editors also see drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
