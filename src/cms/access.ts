import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { isMembersOnly, runClubPages } from '../members/run-club'

type Role = 'admin' | 'editor'
type Viewer = { id: number | string; collection?: string; roles?: Role[] | null; runClubMember?: boolean | null }

/** Editors and admins sign in to the admin as `users`; customers to the site as `customers`. */
export const STAFF_COLLECTION = 'users'
export const CUSTOMER_COLLECTION = 'customers'

const viewerOf = (req: Pick<PayloadRequest, 'user'>) => req.user as Viewer | null

export function hasRole(req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean {
  const user = viewerOf(req)
  return !!user && user.collection === STAFF_COLLECTION && !!user.roles?.some((r) => roles.includes(r))
}

/** The signed-in person's id when they belong to `collection`; ids of different auth collections never match. */
export function idIn(req: Pick<PayloadRequest, 'user'>, collection: string): number | string | null {
  const user = viewerOf(req)
  return user && user.collection === collection ? user.id : null
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const editors: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const admins: Access = ({ req }) => hasRole(req, 'admin')
export const adminsField: FieldAccess = ({ req }) => hasRole(req, 'admin')
export const editorsField: FieldAccess = ({ req }) => hasRole(req, 'admin', 'editor')

/**
 * Admins see every staff user; editors only themselves. "Themselves" is a staff user with their
 * id: customer 1 is not staff user 1.
 */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  const id = idIn(req, STAFF_COLLECTION)
  return id !== null && hasRole(req, 'editor') ? { id: { equals: id } } : false
}

/** Editors see every customer; a customer only their own record. */
export const editorsOrOwnCustomer: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  const id = idIn(req, CUSTOMER_COLLECTION)
  return id !== null ? { id: { equals: id } } : false
}

/** Editors see every record; a customer only those whose `field` names them. */
export const editorsOrOwnedBy =
  (field: string): Access =>
  ({ req }) => {
    if (hasRole(req, 'admin', 'editor')) return true
    const id = idIn(req, CUSTOMER_COLLECTION)
    return id !== null ? { [field]: { equals: id } } : false
  }

/** Visitors read published documents only; editors also see drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}

/**
 * Run-club members read the members' pages too (editors preview them); everyone else reads every
 * other page. A new run-club page is for members until it is one of the open ones.
 */
export const pagesForViewer: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  const user = viewerOf(req)
  if (user?.collection === CUSTOMER_COLLECTION && user.runClubMember) return true
  const open: Where = { or: [{ kind: { not_equals: 'run-club' } }, { slug: { in: openRunClubSlugs } }] }
  return open
}

/** The run-club pages everyone may read (spec §2: landing, join, affiliation process). */
const openRunClubSlugs = runClubPages.filter((page) => !isMembersOnly(page)).map((page) => `run-club-${page}`)

export type CollectionOperation = 'create' | 'read' | 'update' | 'delete' | 'readVersions' | 'unlock'

/**
 * A collection's access rules with every operation spelled out: what is not granted is refused.
 * (Payload's default for an operation left out is "any signed-in user", customers included.)
 */
export const closedAccess = (rules: Partial<Record<CollectionOperation, Access>> & { admin?: (args: { req: PayloadRequest }) => boolean | Promise<boolean> }) => ({
  create: nobody,
  read: nobody,
  update: nobody,
  delete: nobody,
  readVersions: nobody,
  unlock: nobody,
  ...rules,
})
