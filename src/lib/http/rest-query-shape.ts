import * as qs from 'qs-esm'

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const MESSAGE = 'A where clause compares a field with one value (a list for in, not_in and all), in at most 200 conditions.'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Conditions one query may hold (a GET's URL carries a few hundred at most; a database refuses an expression tree far past it). */
export const MAX_WHERE_CONDITIONS = 200

/** The conditions of a where clause, counted up to just past the limit. */
function conditionCount(where: unknown, seen = { n: 0 }): number {
  if (!isRecord(where) || seen.n > MAX_WHERE_CONDITIONS) return seen.n
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') for (const clause of Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []) conditionCount(clause, seen)
    else seen.n += isRecord(value) ? Object.keys(value).length : 1
    if (seen.n > MAX_WHERE_CONDITIONS) break
  }
  return seen.n
}

/** Whether a where clause has the shape Payload's queries take; other shapes reach the database as objects and fail there. */
export function isPlainWhere(where: unknown): boolean {
  if (!isRecord(where)) return false
  if (conditionCount(where) > MAX_WHERE_CONDITIONS) return false
  return Object.entries(where).every(([key, value]) => {
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null
      return clauses !== null && clauses.every(isPlainWhere)
    }
    if (!isRecord(value)) return false
    return Object.entries(value).every(([operator, operand]) => {
      if (GEO_OPERATORS.has(operator)) return true
      if (LIST_OPERATORS.has(operator)) return typeof operand === 'string' || (Array.isArray(operand) && operand.every((item) => typeof item === 'string'))
      return typeof operand === 'string'
    })
  })
}

/** The where clauses of a REST query string: its own and each join's. */
function whereClauses(search: string): unknown[] {
  // Read as Payload reads it (createPayloadRequest), so both see the same clauses.
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  const clauses: unknown[] = []
  if ('where' in query) clauses.push(query.where)
  if (isRecord(query.joins)) for (const join of Object.values(query.joins)) if (isRecord(join) && 'where' in join) clauses.push(join.where)
  return clauses
}

/**
 * Refuses with 400 a REST call whose where clause (its own or a join's) compares a field with a
 * list or an object where one value belongs: Payload passes those to the database, which fails
 * with a 500.
 */
export function withPlainQueries<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    const { search } = new URL(request.url)
    if (search && !whereClauses(search).every(isPlainWhere)) {
      return Response.json({ errors: [{ message: MESSAGE }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    }
    return handler(request, ...rest)
  }
}
