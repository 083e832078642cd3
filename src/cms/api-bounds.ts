import { APIError, type CollectionBeforeOperationHook, NotFound, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'
import { operatorTheFieldRefuses } from './where-operators'

/** The most documents one REST or GraphQL read answers, and the most of a join inside each. */
export const MAX_API_PAGE = 100
/** How deep REST and the site populate relationships (the site reads at depth 2 at most). */
export const MAX_API_DEPTH = 2

const isPositiveId = (id: unknown) => (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id))

const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value)

const boundedLimit = (limit: unknown) => {
  const n = Number(limit)
  return Number.isInteger(n) && n > 0 && n <= MAX_API_PAGE ? n : MAX_API_PAGE
}

/** Payload's where operators (payload/dist/types/constants.js). */
const OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
])

/**
 * The first operator of a where clause that the database adapter cannot run (`all`, and the ones
 * on points: Milepost has no point fields). Payload hands them to the adapter anyway, which fails
 * with a 500.
 */
function unsupportedOperator(where: unknown, supported: Record<string, unknown>, depth = 0): string | null {
  if (!where || typeof where !== 'object' || depth > 20) return null
  for (const [key, value] of Object.entries(where)) {
    if (OPERATORS.has(key) && typeof supported[key] !== 'function') return key
    const nested = unsupportedOperator(value, supported, depth + 1)
    if (nested) return nested
  }
  return null
}

/** Beyond this page every list is empty anyway; the offset must stay a number the database takes. */
const MAX_API_PAGE_NUMBER = 1_000_000

type ReadArgs = { id?: unknown; limit?: unknown; page?: unknown; pagination?: boolean; joins?: false | Record<string, { limit?: unknown } | false | undefined> }

/**
 * What REST and GraphQL may ask of any collection. Reads answer at most a page of 100 documents,
 * and 100 of each join: `limit=0` (Payload's "everything") and `pagination=false` are no way around
 * it. An id that is not one of ours (`/api/users/abc`) is simply not found, rather than reaching the
 * database as NaN; an operator the database cannot run, or a write that is not an object, is a 400.
 */
export const boundApiOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const read = args as ReadArgs
  if ('id' in read && read.id !== undefined && !isPositiveId(read.id)) throw new NotFound(req.t)
  const where = (args as { where?: unknown }).where
  const operators = (req.payload.db as { operators?: Record<string, unknown> }).operators
  const unsupported = operators ? unsupportedOperator(where, operators) : null
  if (unsupported) throw new APIError(`The operator ${unsupported} is not supported here.`, 400, null, true)
  const refused = operatorTheFieldRefuses(
    where,
    collection.flattenedFields,
    (slug) => (req.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[slug]?.config.flattenedFields,
  )
  if (refused) throw new APIError(`The where clause "${refused}" compares text with a field that holds none.`, 400, null, true)
  if ((operation === 'create' || operation === 'update') && !isObject((args as { data?: unknown }).data)) {
    throw new APIError('The request body must be a JSON object.', 400, null, true)
  }
  if (operation !== 'read' && operation !== 'readDistinct') return args
  if (read.page !== undefined && !(Number.isInteger(Number(read.page)) && Number(read.page) >= 1 && Number(read.page) <= MAX_API_PAGE_NUMBER)) {
    throw new APIError(`The page must be a whole number from 1 to ${MAX_API_PAGE_NUMBER}.`, 400, null, true)
  }
  const joins =
    read.joins && typeof read.joins === 'object'
      ? Object.fromEntries(Object.entries(read.joins).map(([path, join]) => [path, join && typeof join === 'object' ? { ...join, limit: boundedLimit(join.limit ?? 10) } : join]))
      : read.joins
  return { ...args, limit: boundedLimit(read.limit ?? 10), pagination: true, joins }
}

type GlobalBeforeOperation = NonNullable<NonNullable<SanitizedConfig['globals'][number]['hooks']>['beforeOperation']>[number]

/** A global's write that is not an object is a 400 (Payload's field hooks read it as one: a 500). */
export const boundGlobalOperation: GlobalBeforeOperation = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'update') return args
  if (!isObject((args as { data?: unknown }).data)) throw new APIError('The request body must be a JSON object.', 400, null, true)
  return args
}

/** Every collection and global, ours and Payload's own, gets the bounds: a new one cannot forget them. */
export function boundApiOperations(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [boundApiOperation, ...(collection.hooks.beforeOperation ?? [])]
  }
  for (const global of config.globals) {
    global.hooks = { ...global.hooks, beforeOperation: [boundGlobalOperation, ...(global.hooks?.beforeOperation ?? [])] }
  }
  return config
}
